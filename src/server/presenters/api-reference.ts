import { STATUS_CODES } from 'node:http';

/**
 * The API reference at /api/docs: the OpenAPI document (generated from the routes' own zod schemas)
 * written out as one plain HTML page, with no script, so it passes the same Content-Security-Policy
 * as the rest of the app and reads the same in any browser or screen reader.
 */

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  /** Schemas several routes share (the error body), which the routes refer to by `$ref`. */
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const REF = '#/components/schemas/';
const schemaAnchor = (name: string) => `schema-${name.replace(/[^a-zA-Z0-9]+/g, '-')}`;

/** A shared schema is a link to it, written out once at the end; any other is shown in place. */
function schemaBlock(schema: unknown): string {
  if (schema === undefined) return '';
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(REF)) {
    const name = ref.slice(REF.length);
    return ` (body: <a href="#${schemaAnchor(name)}">${escape(name)}</a>)`;
  }
  return `<pre><code>${escape(JSON.stringify(schema, null, 2))}</code></pre>`;
}

/** A status the route did not describe is named by HTTP's own phrase ("201 Created"). */
const describeStatus = (status: string, description: string | undefined) =>
  !description || description === 'Default Response' ? (STATUS_CODES[status] ?? '') : description;

/** The first part after /api/ names the section: /api/conversations/:id → conversations. */
const sectionOf = (path: string) => path.split('/').filter(Boolean)[1] ?? path;

const anchorOf = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');

function renderOperation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escape(p.name)}</code> in ${escape(p.in)}${p.required ? ', required' : ''}${schemaBlock(p.schema)}</li>`,
    )
    .join('');
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(([type, c]) => `<h4>Request body (${escape(type)})</h4>${schemaBlock(c.schema)}`)
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const content = Object.values(r.content ?? {})[0];
      return `<li><strong>${escape(status)}</strong> ${escape(describeStatus(status, r.description))}${schemaBlock(content?.schema)}</li>`;
    })
    .join('');
  return `<section class="op" id="${anchorOf(method, path)}" aria-labelledby="${anchorOf(method, path)}-h">
<h3 id="${anchorOf(method, path)}-h"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
${op.summary ? `<p>${escape(op.summary)}</p>` : ''}${op.description ? `<p>${escape(op.description)}</p>` : ''}
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}
<h4>Responses</h4>${responses ? `<ul>${responses}</ul>` : '<p>Not declared.</p>'}
</section>`;
}

export function renderApiReference(doc: OpenApiDocument): string {
  const sections = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const section = sectionOf(path);
      sections.set(section, [...(sections.get(section) ?? []), renderOperation(method, path, op)]);
      toc.set(section, [
        ...(toc.get(section) ?? []),
        `<li><a href="#${anchorOf(method, path)}">${method.toUpperCase()} ${escape(path)}</a></li>`,
      ]);
    }
  }
  const title = escape(doc.info?.title ?? 'API reference');
  // Only those a route refers to (the generator also lists an input twin of each).
  const referred = JSON.stringify(doc.paths ?? {});
  const shared = Object.entries(doc.components?.schemas ?? {})
    .filter(([name]) => referred.includes(`"${REF}${name}"`))
    .map(
      ([name, schema]) =>
        `<section class="op" id="${schemaAnchor(name)}" aria-labelledby="${schemaAnchor(name)}-h"><h3 id="${schemaAnchor(name)}-h"><code>${escape(name)}</code></h3>${schemaBlock(schema)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title} reference</title>
<style>
:root { color-scheme: light dark; --fg: #1a1a1a; --bg: #ffffff; --muted: #595959; --line: #d0d0d0; --code: #f3f3f3; --link: #0b57d0; }
@media (prefers-color-scheme: dark) { :root { --fg: #ececec; --bg: #121212; --muted: #b0b0b0; --line: #3a3a3a; --code: #1e1e1e; --link: #8ab4f8; } }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0; }
header, main, nav { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
a { color: var(--link); }
h2 { border-bottom: 1px solid var(--line); padding-bottom: .25rem; margin-top: 2rem; text-transform: capitalize; }
.op { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1rem; margin: 1rem 0; }
.op h3 { font-size: 1.05rem; overflow-wrap: anywhere; }
.method { display: inline-block; min-width: 4rem; font-weight: 700; }
pre { background: var(--code); padding: .5rem; border-radius: .25rem; overflow: auto; font-size: .8rem; max-height: 24rem; white-space: pre-wrap; overflow-wrap: anywhere; }
nav details { margin: .25rem 0; } nav ul { margin: .25rem 0; }
p.lead { color: var(--muted); }
</style>
</head>
<body>
<header><h1>${title} reference</h1>
<p class="lead">Version ${escape(doc.info?.version ?? '')}. ${escape(doc.info?.description ?? '')} The same document as JSON: <a href="/api/openapi.json">/api/openapi.json</a>.</p></header>
<nav aria-label="Endpoints">${[...toc]
    .map(
      ([section, items]) =>
        `<details><summary>${escape(section)}</summary><ul>${items.join('')}</ul></details>`,
    )
    .join('')}${shared ? '<p><a href="#schemas">Shared schemas</a></p>' : ''}</nav>
<main>${[...sections].map(([section, ops]) => `<h2>${escape(section)}</h2>${ops.join('\n')}`).join('\n')}
${shared ? `<h2 id="schemas">Shared schemas</h2>${shared}` : ''}</main>
</body>
</html>`;
}
