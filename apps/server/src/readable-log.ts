import type { DestinationStream } from 'pino';

/**
 * Log lines for a person at a terminal (`npm start`): one line per request — method, path,
 * status, time, the web app's client info — instead of pino's two JSON objects holding every
 * header. Anything that is not a request reads as time, level, message and its fields.
 */
export function readableLogStream(output: { write(text: string): unknown }): DestinationStream {
  return {
    write(line: string) {
      const text = readableLine(line);
      if (text !== null) output.write(`${text}\n`);
    },
  };
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** What the line itself says, or is of no use at a terminal. */
const shownElsewhere = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

interface LogEntry extends Record<string, unknown> {
  level?: number;
  time?: number;
  msg?: string;
  res?: { statusCode?: number; method?: string; url?: string; clientInfo?: string };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** One JSON line from pino as text, or null for one a terminal need not show. */
export function readableLine(line: string): string | null {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line.trimEnd();
  }
  // The request's line comes when it is answered, with everything this one says.
  if (entry.msg === 'incoming request') return null;
  const head = `${clock(entry.time)} ${(levelNames[entry.level ?? 30] ?? 'LOG').padEnd(5)}`;
  const { res } = entry;
  if (entry.msg === 'request completed' && res?.method) {
    const took =
      typeof entry.responseTime === 'number' ? ` ${entry.responseTime.toFixed(1)} ms` : '';
    const client = res.clientInfo ? ` ${res.clientInfo}` : '';
    return `${head} ${res.method} ${res.url} ${res.statusCode}${took}${client}`;
  }
  const fields = Object.entries(entry)
    .filter(([key]) => !shownElsewhere.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const text = [head, entry.msg ?? '', ...fields].filter(Boolean).join(' ');
  const { err } = entry;
  if (!err) return text;
  return `${text}\n  ${(err.stack ?? err.message ?? '').replaceAll('\n', '\n  ')}`;
}

function clock(time: number | undefined): string {
  const date = new Date(time ?? Date.now());
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
