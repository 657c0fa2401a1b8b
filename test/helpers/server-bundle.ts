import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { serverAllocatorEnv, serverNodeFlags } from '../../scripts/server-process';

/**
 * The real server in a process of its own, started as `npm start` starts it: plain `node` with the start
 * script's flags and allocator settings on the bundle this run built (test/setup/server-bundle.ts).
 */
export function spawnServer(env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [...serverNodeFlags, path.join(inject('serverBundleDir'), 'main.js')], {
    env: { ...env, ...serverAllocatorEnv },
    stdio: 'pipe',
  });
}
