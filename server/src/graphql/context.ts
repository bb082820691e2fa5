/**
 * The GraphQL context: the request context services expect, plus the resolver instances of the app
 * that serves the request. type-graphql asks for resolver instances through `container`; reading them
 * from the context (not from a global) keeps two apps in one process (tests) apart.
 */
import type { ContainerType } from 'type-graphql';
import type { RequestContext } from '../core/request-context';
import type { SessionCookiePort } from '../modules/auth';

export class ResolverRegistry implements ContainerType {
  private readonly instances = new Map<unknown, object>();

  constructor(instances: readonly object[]) {
    for (const instance of instances) this.instances.set(instance.constructor, instance);
  }

  get(resolverClass: { name: string }): object {
    const instance = this.instances.get(resolverClass);
    if (!instance) throw new Error(`No instance wired for resolver ${resolverClass.name}`);
    return instance;
  }
}

export interface GraphqlContext extends RequestContext {
  readonly resolvers: ResolverRegistry;
  /** Login and logout set and clear the session cookie through it. */
  readonly sessionCookie: SessionCookiePort;
}
