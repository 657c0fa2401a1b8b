// Builds the server for `npm start`: one ES module bundle of src/server (packages stay in
// node_modules), so production runs plain `node` instead of compiling TypeScript at start-up
// (tsx costs ~35 MB of memory and a slower start). The files the server reads beside its own code
// (migrations, the database thread's entry) are copied next to the bundle.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// An output folder may be given (the e2e and bench runs build their own, side by side).
const outdir = process.argv[2] ?? 'dist/server';
await rm(outdir, { recursive: true, force: true });
await build({
  // The PDF export's thread is an entry of its own (records/pdf-thread.ts loads it by this name).
  entryPoints: { main: 'src/server/main.ts', 'pdf-worker': 'src/server/records/pdf-worker.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Dynamic imports (avatar resizing) stay separate chunks, loaded on first use.
  splitting: true,
  outdir,
  sourcemap: true,
  // `--enable-source-maps` keeps each loaded bundle's map parsed in memory for the life of the process;
  // stack traces need only its mappings, and with the original sources inside it as well the main
  // bundle's map held 3.4 MB of the app thread's heap (2.9 MB of it those sources).
  sourcesContent: false,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
await cp('src/server/db/pglite-worker.mjs', `${outdir}/pglite-worker.mjs`);
