import { expect, it } from 'vitest';
import { readableLogLine } from './log-output';

const at = new Date(2026, 10, 22, 21, 5, 9).getTime(); // local time, as the line shows it

it('shows a log line as time, level and message', () => {
  const line = JSON.stringify({
    level: 30,
    time: at,
    pid: 1,
    hostname: 'h',
    event: 'server.started',
    msg: 'Parley is running',
  });
  expect(readableLogLine(line)).toBe('21:05:09 INFO  Parley is running (server.started)');
});

it('shows the request a line is about, with its status and time', () => {
  const line = JSON.stringify({
    level: 30,
    time: at,
    req: { method: 'GET', url: '/api/conversations', id: 'x' },
    res: { statusCode: 200 },
    responseTime: 3.14159,
    msg: 'request completed',
  });
  expect(readableLogLine(line)).toBe('21:05:09 INFO  request completed GET /api/conversations 200 3.1 ms');
});

it('shows an error with its stack, and anything that is not JSON as it came', () => {
  const line = JSON.stringify({
    level: 50,
    time: at,
    event: 'backup.failed',
    err: { message: 'disk full', stack: 'Error: disk full\n    at write' },
  });
  expect(readableLogLine(line)).toBe('21:05:09 ERROR backup.failed\n  Error: disk full\n    at write');
  expect(readableLogLine('not json\n')).toBe('not json');
});
