/** Structured JSON logs (pino), one logger per process, children per concern. */
import pino from 'pino';
import type { Logger } from 'pino';
import type { LogLevel } from '../config/env';

export type { Logger };

export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { app: 'tijara' } });
}
