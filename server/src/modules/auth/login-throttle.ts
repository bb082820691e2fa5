/**
 * Login throttling: after `maxFailures` failed logins for one account or from one address within
 * `windowMs`, further attempts are refused (RATE_LIMITED, with the seconds until one more is
 * allowed) before the password is even checked. Refused attempts are not counted, so a locked-out
 * client is let in again at the announced time. Failures for unknown emails count the same way.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '../../core/errors';
import { LoginFailure } from './login-failure.entity';

export interface ThrottlePolicy {
  readonly maxFailures: number;
  readonly windowMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

export function throttleKeys(email: string, ip: string | null): string[] {
  return [`email:${email}`, ...(ip === null ? [] : [`ip:${ip}`])];
}

export class LoginThrottle {
  constructor(private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY) {}

  async assertAllowed(em: EntityManager, keys: readonly string[], now: Date): Promise<void> {
    const since = new Date(now.getTime() - this.policy.windowMs);
    let retryAfterMs = 0;
    for (const key of keys) {
      // The failure that must leave the window before one more attempt is allowed.
      const [blocking] = await em.find(
        LoginFailure,
        { key, at: { $gt: since } },
        { orderBy: { at: 'desc' }, offset: this.policy.maxFailures - 1, limit: 1, fields: ['at'] },
      );
      if (blocking) {
        retryAfterMs = Math.max(retryAfterMs, blocking.at.getTime() + this.policy.windowMs - now.getTime());
      }
    }
    if (retryAfterMs > 0) {
      throw new RateLimitedError(
        Math.max(1, Math.ceil(retryAfterMs / 1000)),
        'Too many failed logins, try again later',
      );
    }
  }

  async recordFailure(em: EntityManager, keys: readonly string[], now: Date): Promise<void> {
    await em.insertMany(
      LoginFailure,
      keys.map((key) => ({ key, at: now })),
    );
    // Rows older than the window decide nothing any more.
    await em.nativeDelete(LoginFailure, { at: { $lte: new Date(now.getTime() - this.policy.windowMs) } });
  }

  async clearAccount(em: EntityManager, email: string): Promise<void> {
    await em.nativeDelete(LoginFailure, { key: `email:${email}` });
  }
}
