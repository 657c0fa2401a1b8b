import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogLine {
  level: number;
  time: number;
  msg?: string;
  event?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** One JSON log line as a person reads it: time, level, message, and the request or error it is about. */
export function readableLogLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(line.time).toTimeString().slice(0, 8);
  const level = (LEVELS[line.level] ?? String(line.level)).padEnd(5);
  const parts = [time, level, line.msg ?? line.event ?? ''];
  if (line.req?.method) parts.push(`${line.req.method} ${line.req.url ?? ''}`);
  if (line.res?.statusCode) parts.push(String(line.res.statusCode));
  if (typeof line.responseTime === 'number') parts.push(`${line.responseTime.toFixed(1)} ms`);
  if (line.msg && line.event) parts.push(`(${line.event})`);
  let text = parts.filter(Boolean).join(' ');
  if (line.err) text += `\n  ${line.err.stack ?? line.err.message ?? ''}`;
  return text;
}

/**
 * Where the server's logs go. In a terminal (someone ran `npm start`), readable lines; otherwise
 * (a supervisor, a container, a file) pino's JSON lines, one object per line, for log tools.
 */
export function logDestination(): DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  return { write: (json: string) => void process.stdout.write(`${readableLogLine(json)}\n`) };
}
