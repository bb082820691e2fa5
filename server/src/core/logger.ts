/**
 * One logger per process (pino), children per concern. JSON lines for machines (a log collector, a
 * pipe, LOG_FORMAT=json); on a terminal, readable lines: time, level, the concern, the message and
 * its fields as key=value, and an error's stack below it. A line written while a request runs carries
 * its `requestId` (core/request-scope.ts), whichever logger wrote it.
 */
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogFormat, LogLevel } from '../config/env';
import { currentRequestId } from './request-scope';

export type { Logger };

export interface LoggerOptions {
  readonly format?: LogFormat;
  /** Where lines go; standard output by default. */
  readonly destination?: DestinationStream | NodeJS.WritableStream;
  readonly colors?: boolean;
}

/** Fields the readable line shows elsewhere, or that say nothing to a person at a terminal. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'app', 'component', 'msg', 'err']);

function fieldText(value: unknown): string {
  return typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
}

function readableMessage(log: Record<string, unknown>): string {
  const message = typeof log.msg === 'string' ? log.msg : '';
  const concern = typeof log.component === 'string' ? `[${log.component}] ` : '';
  const fields = Object.entries(log)
    .filter(
      ([key, value]) => !SHOWN_APART.has(key) && !(typeof value === 'string' && message.includes(value)),
    )
    .map(([key, value]) => ` ${key}=${fieldText(value)}`)
    .join('');
  const error = log.err as { stack?: unknown; message?: unknown } | undefined;
  const stack = typeof error?.stack === 'string' ? error.stack : error?.message;
  return `${concern}${message}${fields}${typeof stack === 'string' ? `\n${stack}` : ''}`;
}

/** The request's id on every line written during it: the ORM's, a service's, the error handler's. */
function requestFields(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
}

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const settings = { level, base: { app: 'tijara' }, mixin: requestFields };
  if (options.format !== 'pretty') {
    return options.destination ? pino(settings, options.destination) : pino(settings);
  }
  const readable = pretty({
    destination: options.destination ?? 1,
    sync: true,
    colorize: options.colors ?? pretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss.l',
    hideObject: true,
    messageFormat: readableMessage,
  });
  return pino(settings, readable);
}
