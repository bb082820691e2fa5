/**
 * Login and logout. A failed login says only "invalid email or password", whether or not the email
 * exists; an unknown email still costs one scrypt verification (against a dummy hash), so the answer
 * time does not tell either. The throttle is checked first and applies to unknown emails too.
 */
import { randomBytes } from 'node:crypto';
import { UnauthenticatedError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { hashPassword, Staff, staffAccessOf, verifyPassword } from '../staff';
import type { StaffAccess } from '../staff';
import { LoginThrottle, throttleKeys } from './login-throttle';
import { SessionService } from './session.service';
import type { ClientInfo } from './session.service';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  readonly client: ClientInfo;
}

export interface LoginResult {
  /** For the cookie only: never put in a response body. */
  readonly token: string;
  readonly staff: StaffAccess;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

const INVALID = 'Invalid email or password';

export class AuthService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    readonly sessions: SessionService = new SessionService(),
    private readonly throttle: LoginThrottle = new LoginThrottle(),
  ) {}

  async login(ctx: RequestContext, { email, password, client }: LoginInput): Promise<LoginResult> {
    const normalised = email.trim().toLowerCase();
    const keys = throttleKeys(normalised, client.ip);
    await this.throttle.assertAllowed(ctx.em, keys, ctx.now);
    const staff = await ctx.em.findOne(Staff, { email: normalised }, { populate: ['shops', 'warehouses'] });
    const hash = staff?.passwordHash ?? (await this.dummy());
    const matches = await verifyPassword(password, hash);
    if (!staff || !staff.active || !matches) {
      await this.throttle.recordFailure(ctx.em, keys, ctx.now);
      throw new UnauthenticatedError(INVALID);
    }
    await this.throttle.clearAccount(ctx.em, normalised);
    await this.sessions.purgeExpired(ctx.em, ctx.now);
    const { token, record } = await this.sessions.open(ctx.em, staff, ctx.now, client);
    return { token, staff: staffAccessOf(staff), csrfToken: record.csrfToken, expiresAt: record.expiresAt };
  }

  /** Ends the request's session, if it has one. True either way: the outcome the caller wants holds. */
  async logout(ctx: RequestContext): Promise<boolean> {
    if (ctx.actor) await this.sessions.close(ctx.em, ctx.actor.session.id);
    return true;
  }

  /** A hash of a random password at the default cost, made once per service. */
  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
