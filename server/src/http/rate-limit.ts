/**
 * Per-address limit on public writes (POST/PUT/PATCH/DELETE under /public and /web): a fixed window
 * in this process's memory, so with N instances behind a balancer an address may make up to N times
 * the limit. The address is req.ip, which honours TRUST_PROXY (without it every client behind a
 * proxy shares the proxy's address). Over the limit: 429 JSON with Retry-After, before the body is
 * parsed or any route runs. Login has its own throttle in PostgreSQL (see the auth module).
 */
import type { RequestHandler } from 'express';
import { RateLimitedError } from '../core/errors';
import { sendError } from './error-handler';

export interface FixedWindowOptions {
  /** Requests allowed per address per window. */
  readonly limit: number;
  readonly windowMs: number;
  /**
   * Addresses tracked at once. Past it (a flood from many addresses), new addresses share one
   * window, so memory stays bounded and the flood is still limited as a whole.
   */
  readonly maxAddresses?: number;
  /** Milliseconds since the epoch; tests move it. */
  readonly now?: () => number;
}

interface Window {
  count: number;
  readonly resetAt: number;
}

const OVERFLOW_KEY = '(overflow)';

export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;
  private readonly maxAddresses: number;
  private readonly now: () => number;

  constructor(private readonly options: FixedWindowOptions) {
    this.maxAddresses = options.maxAddresses ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Counts one request; answers how many seconds to wait when it is over the limit, else null. */
  hit(address: string): number | null {
    const now = this.now();
    this.sweep(now);
    const key = this.windows.has(address) || this.windows.size < this.maxAddresses ? address : OVERFLOW_KEY;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.options.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.options.limit) return null;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /** Addresses currently tracked (expired windows included until the next sweep). */
  get size(): number {
    return this.windows.size;
  }

  /** At most once per window: drop every window that has ended, so idle addresses cost nothing. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    this.nextSweepAt = now + this.options.windowMs;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Mount under the public prefixes; reads and other methods pass untouched. */
export function publicWriteLimit(options: { perMinute: number; now?: () => number }): RequestHandler {
  const limiter = new FixedWindowLimiter({ limit: options.perMinute, windowMs: 60_000, now: options.now });
  return (req, res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const retryAfter = limiter.hit(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    if (retryAfter === null) return next();
    sendError(res, new RateLimitedError(retryAfter, 'Too many requests from this address, try again later'));
  };
}
