/**
 * Staff sessions in PostgreSQL: opening one at login, resolving a cookie's token to the actor once
 * per request (with the staff row, so roles, affectation and the active flag are always current),
 * sliding the expiry, and closing. A deactivated account loses every session the next time any of
 * them is presented. A session belongs to the account's session epoch it was opened under: staff
 * administration moves the epoch (deactivation, password reset) in the account's own transaction,
 * so from its commit every older session is refused, and removed when presented, without this
 * module and staff writing each other's tables.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/request-context';
import type { Staff } from '../staff';
import { staffAccessOf } from '../staff';
import { StaffSessionRecord } from './staff-session.entity';

export interface SessionPolicy {
  /** A session unused this long expires. */
  readonly idleMs: number;
  /** No session outlives its creation by more than this, used or not. */
  readonly absoluteMs: number;
  /** lastSeenAt is written at most this often (a busy page must not write on every request). */
  readonly touchEveryMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 12 * 60 * 60 * 1000,
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  touchEveryMs: 60 * 1000,
};

export interface ClientInfo {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export interface OpenedSession {
  /** The cookie's value: only the holder knows it, the table keeps its hash. */
  readonly token: string;
  readonly record: StaffSessionRecord;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A plausible token: 43 base64url characters (256 bits). Anything else is not looked up at all. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export class SessionService {
  constructor(readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY) {}

  async open(em: EntityManager, staff: Staff, now: Date, client: ClientInfo): Promise<OpenedSession> {
    const token = randomBytes(32).toString('base64url');
    const record = em.create(StaffSessionRecord, {
      id: hashToken(token),
      staff,
      csrfToken: randomBytes(32).toString('base64url'),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: this.expiryAt(now, now),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
      staffEpoch: staff.sessionEpoch,
    });
    await em.flush();
    return { token, record };
  }

  /** The actor a cookie's token stands for at `now`, or null (unknown, expired, inactive staff). */
  async resolve(em: EntityManager, token: string, now: Date): Promise<Actor | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const record = await em.findOne(
      StaffSessionRecord,
      { id: hashToken(token) },
      { populate: ['staff', 'staff.shops', 'staff.warehouses'] },
    );
    if (!record) return null;
    const staff = record.staff.getEntity();
    if (!staff.active) {
      await em.nativeDelete(StaffSessionRecord, { staff: staff.id });
      return null;
    }
    if (record.staffEpoch !== staff.sessionEpoch) {
      await em.nativeDelete(StaffSessionRecord, { staff: staff.id, staffEpoch: { $ne: staff.sessionEpoch } });
      return null;
    }
    if (record.expiresAt <= now) {
      await em.nativeDelete(StaffSessionRecord, { id: record.id });
      return null;
    }
    if (now.getTime() - record.lastSeenAt.getTime() >= this.policy.touchEveryMs) {
      record.lastSeenAt = now;
      record.expiresAt = this.expiryAt(record.createdAt, now);
      await em.nativeUpdate(
        StaffSessionRecord,
        { id: record.id },
        { lastSeenAt: now, expiresAt: record.expiresAt },
      );
    }
    const { id, csrfToken, expiresAt } = record;
    return { ...staffAccessOf(staff), session: { id, csrfToken, expiresAt } };
  }

  async close(em: EntityManager, sessionId: string): Promise<void> {
    await em.nativeDelete(StaffSessionRecord, { id: sessionId });
  }

  /** Removes expired rows; called at login so the table does not grow with abandoned sessions. */
  async purgeExpired(em: EntityManager, now: Date): Promise<void> {
    await em.nativeDelete(StaffSessionRecord, { expiresAt: { $lte: now } });
  }

  private expiryAt(createdAt: Date, now: Date): Date {
    const idle = now.getTime() + this.policy.idleMs;
    const absolute = createdAt.getTime() + this.policy.absoluteMs;
    return new Date(Math.min(idle, absolute));
  }
}
