/**
 * Resolves each request's actor once, lazily: the first part of the request that asks (the GraphQL
 * context, a REST guard, the back office page) pays one query; later asks reuse the answer. Requests
 * without the cookie never touch the database. The EntityManager fork used for it becomes the
 * request's fork, so the session's staff row is already in its identity map.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Clock } from '../core/clock';
import type { Actor } from '../core/request-context';
import type { SessionService } from '../modules/auth';
import { readSessionToken } from './session-cookie';

export interface Authentication {
  readonly actor: Actor | null;
  readonly em: EntityManager;
  readonly now: Date;
}

export interface Authenticator {
  authenticate(req: Request): Promise<Authentication>;
}

export function createAuthenticator(orm: MikroORM, sessions: SessionService, clock: Clock): Authenticator {
  const resolved = new WeakMap<Request, Promise<Authentication>>();
  const resolve = async (req: Request): Promise<Authentication> => {
    const em = orm.em.fork();
    const now = clock();
    const token = readSessionToken(req);
    const actor = token === undefined ? null : await sessions.resolve(em, token, now);
    return { actor, em, now };
  };
  return {
    authenticate(req) {
      let pending = resolved.get(req);
      if (!pending) {
        pending = resolve(req);
        resolved.set(req, pending);
      }
      return pending;
    },
  };
}
