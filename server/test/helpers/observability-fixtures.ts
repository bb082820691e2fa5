/**
 * Reading what the server reports: a sample of the Prometheus text GET /metrics answers, the JSON
 * log lines an app wrote (a debug logger writing into memory), and a wait for something the server
 * does just after answering (the request's log line, its counters).
 */
import { Writable } from 'node:stream';
import { createLogger } from '../../src/core/logger';
import type { Logger } from '../../src/core/logger';

/** The value of the series `name` whose labels include `labels`; 0 when no such series exists yet. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly requestId?: string;
  readonly component?: string;
  readonly namespace?: string;
  readonly [field: string]: unknown;
}

/** A debug logger writing JSON lines into memory (the ORM then logs every statement). */
export function logSink(): { log: Logger; lines: () => LogLine[]; clear: () => void } {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    log: createLogger('debug', { format: 'json', destination }),
    lines: () =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as LogLine),
    clear: () => {
      text = '';
    },
  };
}

/** Waits for what the server does once the answer is sent; fails naming `what` if it never comes. */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Never happened: ${what}`);
}
