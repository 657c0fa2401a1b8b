/**
 * Vitest global setup: builds the server bundle `npm start` runs (scripts/build-server.mjs) once per run,
 * for the tests that start the server in a process of its own (startup-banner, startup-failure,
 * data-dir-lock). Plain `node` on the bundle starts in about 1 s of CPU; `node --import tsx
 * src/server/main.ts` compiled the sources on every start (about 3.5 s). The build takes about 0.7 s of
 * CPU. The folder is the run's own (several runs may share a clone) and is removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the built server (its `main.js` is what `npm start` runs). */
    serverBundleDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  // Inside the clone, so the bundle's imports find node_modules.
  const dir = path.resolve(`dist/unit-server-${process.pid}`);
  execFileSync(process.execPath, ['scripts/build-server.mjs', dir], { stdio: 'inherit' });
  project.provide('serverBundleDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
