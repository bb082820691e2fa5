/**
 * What every service call gets first: the per-request EntityManager fork, the request's instant,
 * the preferred locale and a logger. GraphQL resolvers, REST shims, jobs and tests all build one
 * the same way, so services never see HTTP or GraphQL objects.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import type { Clock } from './clock';
import type { Logger } from './logger';

export interface RequestContext {
  /** A fresh fork for this request: its identity map and dataloaders are private to it. */
  readonly em: EntityManager;
  /** Read once from the clock, so every field of one answer agrees on the date rules it applies. */
  readonly now: Date;
  readonly locale: Locale;
  readonly log: Logger;
}

export interface RequestContextOptions {
  orm: MikroORM;
  clock: Clock;
  locale: Locale;
  log: Logger;
}

export function createRequestContext({ orm, clock, locale, log }: RequestContextOptions): RequestContext {
  return { em: orm.em.fork(), now: clock(), locale, log };
}
