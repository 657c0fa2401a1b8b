import fs from 'node:fs';
import path from 'node:path';

/** One module of the server and what it imports: other modules of ours by path, packages by name. */
export interface ModuleImports {
  file: string;
  local: string[];
  packages: string[];
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.ts$|\.test-helper\.ts$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.mts`, path.join(base, 'index.ts')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** Every non-test module under `root` with its imports, paths relative to the repository. */
export function readImports(root: string, repo = process.cwd()): ModuleImports[] {
  return sourceFiles(root).map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(SPECIFIER), ...text.matchAll(DYNAMIC)].map((m) => m[1] ?? '');
    const local: string[] = [];
    const packages: string[] = [];
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) packages.push(specifier);
      else {
        const target = resolveLocal(file, specifier);
        if (target) local.push(path.relative(repo, target));
      }
    }
    return { file: path.relative(repo, file), local, packages };
  });
}

/** Each import circle once, as the files around it (first file repeated at the end). */
export function findCycles(modules: ModuleImports[]): string[][] {
  const edges = new Map(modules.map((m) => [m.file, m.local]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
