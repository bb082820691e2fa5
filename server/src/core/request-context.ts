/**
 * What every service call gets first: the per-request EntityManager fork, the request's instant,
 * the preferred locale, a logger, the business metrics and the actor (the signed-in member of staff,
 * or null). GraphQL
 * resolvers, REST shims, jobs and tests all build one the same way, so services never see HTTP or
 * GraphQL objects.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Locale, Permission, StaffRole } from '@tijara/schema';
import { noBusinessMetrics } from './business-metrics';
import type { BusinessMetrics } from './business-metrics';
import type { Clock } from './clock';
import type { Logger } from './logger';

/** The session a cookie resolved to. `id` is the SHA-256 of the cookie's token, never the token. */
export interface ActorSession {
  readonly id: string;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

/**
 * What a member of staff may do and where. Permissions come from the roles in the staff table at each
 * request (never stored in the session), so a role change applies at the next request.
 */
export interface StaffAccess {
  readonly staffId: string;
  readonly email: string;
  readonly displayName: string;
  readonly roles: readonly StaffRole[];
  readonly permissions: ReadonlySet<Permission>;
  readonly shopIds: readonly string[];
  readonly warehouseIds: readonly string[];
}

/** A signed-in member of staff as of this request. */
export interface Actor extends StaffAccess {
  readonly session: ActorSession;
}

export interface RequestContext {
  /** A fresh fork for this request: its identity map and dataloaders are private to it. */
  readonly em: EntityManager;
  /** Read once from the clock, so every field of one answer agrees on the date rules it applies. */
  readonly now: Date;
  readonly locale: Locale;
  readonly log: Logger;
  /** Where services count business outcomes (checkouts, synced sales, replays). */
  readonly metrics: BusinessMetrics;
  /** Resolved once per request from the session cookie; null without a valid session. */
  readonly actor: Actor | null;
}

export interface RequestContextOptions {
  orm: MikroORM;
  clock: Clock;
  locale: Locale;
  log: Logger;
  /** The app's metrics; a job or a test may leave them out. */
  metrics?: BusinessMetrics;
  actor?: Actor | null;
  /** Reuse a fork already opened for this request (the one the session was resolved with). */
  em?: EntityManager;
}

export function createRequestContext({
  orm,
  clock,
  locale,
  log,
  metrics = noBusinessMetrics,
  actor = null,
  em,
}: RequestContextOptions): RequestContext {
  return { em: em ?? orm.em.fork(), now: clock(), locale, log, metrics, actor };
}
