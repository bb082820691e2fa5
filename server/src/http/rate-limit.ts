/**
 * Per-address limit on public writes (POST/PUT/PATCH/DELETE under /public and /web), shared by every
 * instance through PostgreSQL: one row per address and window in the UNLOGGED table public_write_hit,
 * counted by one upsert that answers the new count. Windows are fixed and aligned on the clock (a
 * minute starts at :00), so every instance counts into the same row. The address is req.ip, which
 * honours TRUST_PROXY (without it every client behind a proxy shares the proxy's address). Over the
 * limit: 429 JSON with Retry-After, before the body is parsed or any route runs. Login has its own
 * throttle (the auth module).
 *
 * Unlogged: the counts are worth no WAL and no replica; a crash empties the table, which gives every
 * address a fresh window at worst. If the database cannot count, the write goes through with a
 * warning: the limit protects the shop and must never stop it selling.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from '../core/logger';
import { RateLimitedError } from '../core/errors';
import { sendError } from './error-handler';

export interface WindowPosition {
  /** Milliseconds since the epoch at which the window holding `now` began. */
  readonly start: number;
  /** Whole seconds until the window ends, at least 1 (what Retry-After says). */
  readonly secondsLeft: number;
}

/** The fixed window holding `now` (both in milliseconds since the epoch). */
export function windowAt(now: number, windowMs: number): WindowPosition {
  const start = now - (now % windowMs);
  return { start, secondsLeft: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

const COUNT_SQL =
  'insert into public_write_hit (address, window_start, hits) values (?, ?, 1) ' +
  'on conflict (address, window_start) do update set hits = public_write_hit.hits + 1 returning hits';
/**
 * The same, ending windows first: a data-modifying WITH runs once whether or not it is read. The
 * previous window is kept, so an instance whose clock is a little behind still counts into its row.
 */
const SWEEP_AND_COUNT_SQL = `with ended as (delete from public_write_hit where window_start < ?) ${COUNT_SQL}`;

export interface SharedWindowOptions {
  /** Requests allowed per address per window. */
  readonly limit: number;
  readonly windowMs: number;
  /** Milliseconds since the epoch; the app's clock, which tests move. */
  readonly now: () => number;
}

export class SharedWindowLimiter {
  private nextSweepAt = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly options: SharedWindowOptions,
  ) {}

  /** Counts one request; answers how many seconds to wait when it is over the limit, else null. */
  async hit(address: string): Promise<number | null> {
    const { windowMs, limit } = this.options;
    const now = this.options.now();
    const window = windowAt(now, windowMs);
    const at = new Date(window.start);
    // At most once per window per instance: ended windows cost one delete, never a timer.
    const sweep = now >= this.nextSweepAt;
    if (sweep) this.nextSweepAt = window.start + windowMs;
    const rows = await this.orm.em
      .getConnection()
      .execute<{ hits: number }[]>(
        sweep ? SWEEP_AND_COUNT_SQL : COUNT_SQL,
        sweep ? [new Date(window.start - windowMs), address, at] : [address, at],
      );
    return Number(rows[0]?.hits ?? 0) <= limit ? null : window.secondsLeft;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WINDOW_MS = 60_000;

export interface PublicWriteLimitOptions {
  readonly orm: MikroORM;
  readonly perMinute: number;
  readonly now: () => number;
  readonly log: Logger;
}

/** Mount under the public prefixes; reads and other methods pass untouched. */
export function publicWriteLimit(options: PublicWriteLimitOptions): RequestHandler {
  const limiter = new SharedWindowLimiter(options.orm, {
    limit: options.perMinute,
    windowMs: WINDOW_MS,
    now: options.now,
  });
  // One warning a window while the database fails, not one per request.
  let warnAfter = 0;
  return async (req, res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    let retryAfter: number | null;
    try {
      retryAfter = await limiter.hit(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    } catch (error) {
      const now = options.now();
      if (now >= warnAfter) {
        warnAfter = now + WINDOW_MS;
        options.log.warn(
          { err: error },
          'The public write limit could not be counted: writes pass unlimited',
        );
      }
      return next();
    }
    if (retryAfter === null) return next();
    sendError(res, new RateLimitedError(retryAfter, 'Too many requests from this address, try again later'));
  };
}
