/**
 * GraphQL login, logout and me. The session cookie is set and cleared through the context's
 * `sessionCookie` port (the HTTP layer owns the cookie's attributes); services never see HTTP.
 */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { profileOf } from '../staff';
import { StaffSessionView } from './auth.results';
import type { AuthService } from './auth.service';
import type { ClientInfo } from './session.service';

/** What the HTTP layer gives resolvers that deal with the session cookie. */
export interface SessionCookiePort {
  readonly client: ClientInfo;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface AuthContext extends RequestContext {
  readonly sessionCookie: SessionCookiePort;
}

@Resolver(() => StaffSessionView)
export class AuthResolver {
  constructor(private readonly service: AuthService) {}

  @Public()
  @Query(() => StaffSessionView, { nullable: true, description: 'The session, or null when signed out.' })
  me(@Ctx() ctx: RequestContext): StaffSessionView | null {
    const { actor } = ctx;
    if (!actor) return null;
    return {
      staff: profileOf(actor),
      csrfToken: actor.session.csrfToken,
      expiresAt: actor.session.expiresAt,
    };
  }

  @Public()
  @Mutation(() => StaffSessionView, { description: 'Signs in and sets the session cookie.' })
  async login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: AuthContext,
  ): Promise<StaffSessionView> {
    const result = await this.service.login(ctx, { email, password, client: ctx.sessionCookie.client });
    ctx.sessionCookie.set(result.token, result.expiresAt);
    return { staff: profileOf(result.staff), csrfToken: result.csrfToken, expiresAt: result.expiresAt };
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Ends the session (if any) and clears the cookie.' })
  async logout(@Ctx() ctx: AuthContext): Promise<boolean> {
    const done = await this.service.logout(ctx);
    ctx.sessionCookie.clear();
    return done;
  }
}
