import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverEnvWords, serverNodeFlags } from '../scripts/server-process';

describe('npm start', () => {
  it('runs the server with the node flags and allocator settings the bench and the end-to-end runs use', () => {
    const start = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start as string;
    expect(start).toBe(
      `exec env ${serverEnvWords.join(' ')} node ${serverNodeFlags.join(' ')} dist/server/main.js`,
    );
  });
});
