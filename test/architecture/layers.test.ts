import { describe, expect, it } from 'vitest';
import { findCycles, readImports, type ModuleImports } from './imports';

/**
 * The server's layers (docs/ARCHITECTURE.md): routes (http/) parse, ask a policy, call the domain
 * and present; the domain knows nothing of HTTP or sockets; only the domain and below touch the
 * database. These read the real imports, so a change that breaks a layer fails here.
 */
const modules = readImports('src/server');
const under = (dir: string) => (m: ModuleImports) => m.file.startsWith(`src/server/${dir}/`);
const importsInto = (m: ModuleImports, dir: string) =>
  m.local.filter((f) => f.startsWith(`src/server/${dir}/`));

function violations(from: string, forbidden: string[]): string[] {
  return modules
    .filter(under(from))
    .flatMap((m) =>
      forbidden.flatMap((dir) => importsInto(m, dir).map((target) => `${m.file} -> ${target}`)),
    );
}

describe('server layers', () => {
  it('reads the server (the reader finds modules and their imports)', () => {
    expect(modules.length).toBeGreaterThan(100);
    const app = modules.find((m) => m.file === 'src/server/app.ts');
    expect(app?.local).toContain('src/server/deps.ts');
    expect(app?.packages).toContain('fastify');
  });

  it('the domain imports nothing of HTTP, sockets or Fastify plugins', () => {
    expect(violations('domain', ['http', 'realtime', 'plugins'])).toEqual([]);
    const fastify = modules
      .filter(under('domain'))
      .filter((m) => m.packages.some((p) => p.startsWith('fastify')));
    expect(fastify.map((m) => m.file)).toEqual([]);
  });

  it('policies and presenters import no route or socket code', () => {
    expect(violations('policies', ['http', 'realtime'])).toEqual([]);
    expect(violations('presenters', ['http', 'realtime', 'policies'])).toEqual([]);
  });

  it('the socket server imports no route', () => {
    expect(violations('realtime', ['http'])).toEqual([]);
  });

  it('no route touches the database: queries live in domain/ (or policies/)', () => {
    expect(violations('http', ['db'])).toEqual([]);
    const drivers = modules
      .filter(under('http'))
      .filter((m) => m.packages.some((p) => /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/.test(p)))
      .map((m) => m.file);
    expect(drivers).toEqual([]);
  });

  it('no import circle', () => {
    expect(findCycles(modules).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});

describe('the import reader', () => {
  it('finds a circle and none in a line', () => {
    const mod = (file: string, ...local: string[]): ModuleImports => ({ file, local, packages: [] });
    expect(findCycles([mod('a', 'b'), mod('b', 'c'), mod('c', 'a')])).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles([mod('a', 'b'), mod('b', 'c'), mod('c')])).toEqual([]);
  });
});
