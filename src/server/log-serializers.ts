import { stdSerializers } from 'pino';

/**
 * What the logs may say about requests and errors. People's words are not for the log: a failed
 * database call's error (Drizzle's DrizzleQueryError) carries its bound values (a message's text, an
 * address) in its message, its stack and a `params` field, and the database's own error may quote one,
 * so they are withheld wherever they appear; the query, the cause and the stack stay for whoever has
 * to fix it. Query strings can carry tokens (reset links), so a request's URL keeps its path only.
 */

function logSafeUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (err: Error): err is QueryError =>
  typeof (err as Partial<QueryError>).query === 'string' &&
  Array.isArray((err as Partial<QueryError>).params);

type SerializedError = ReturnType<typeof stdSerializers.err>;

function errWithoutValues(err: Error): SerializedError {
  const out = stdSerializers.err(err);
  if (!isQueryError(err)) return out;
  const shown = `\nparams: ${String(err.params)}`;
  const withheld = `\nparams: (${err.params.length} values withheld from the log)`;
  // The database's own error may quote a value too ('invalid input syntax for type integer: "…"').
  const quotable = err.params.filter((p): p is string => typeof p === 'string' && p.length >= 4);
  const scrub = (text: string) =>
    quotable.reduce((t, value) => t.split(value).join('(withheld)'), text.split(shown).join(withheld));
  const { params: _params, ...rest } = out;
  return { ...rest, message: scrub(out.message), stack: scrub(out.stack) } as SerializedError;
}

export const logSerializers = {
  req: (req: { method: string; url: string; id: string }) => ({
    method: req.method,
    url: logSafeUrl(req.url),
    id: req.id,
  }),
  err: errWithoutValues,
};
