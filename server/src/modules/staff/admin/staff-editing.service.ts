/**
 * Staff administration's writes (STAFF_ADMIN): create an account, change its name and roles, its
 * affectation, deactivate or reactivate it, reset its password. Each is one transaction holding the
 * account's row and every active admin's (admin-change.ts), so the rules about admins hold however
 * requests interleave. Deactivating and resetting move the account's session epoch: every session
 * it had is over from the commit (auth's SessionService). Passwords are hashed before the
 * transaction, so no lock waits on scrypt.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission, StaffRole } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { NotFoundError } from '../../../core/errors';
import { isUuid } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { hashPassword } from '../password';
import { storedRole } from '../roles';
import { Staff } from '../staff.entity';
import { lockedTarget } from './admin-change';
import { applyAffectation, checkAffectation } from './affectation';
import type { Affectation } from './affectation';
import { checkDisplayName, checkEmail, checkPassword, checkRoles } from './staff-form';
import type { NewStaffMemberInput, StaffAccountInput } from './staff-member.inputs';
import type { StaffMemberView, StaffPasswordResetView } from './staff-member.results';
import { findStaffMember } from './staff-member.sql';
import { StaffMessageKey, StaffProblems, ownAccountError, ownAdminRoleError } from './staff-problems';
import { temporaryPassword } from './temporary-password';

const EMAIL_TAKEN = 'Already the e-mail of another account';

function emailTaken(): StaffProblems {
  const problems = new StaffProblems();
  problems.add('email', StaffMessageKey.EMAIL_TAKEN, EMAIL_TAKEN);
  return problems;
}

function knownId(id: string): string {
  if (!isUuid(id)) throw new NotFoundError('Staff member', id);
  return id.toLowerCase();
}

export class StaffEditingService {
  async create(ctx: RequestContext, input: NewStaffMemberInput): Promise<StaffMemberView> {
    assertPermission(ctx, Permission.STAFF_ADMIN);
    const problems = new StaffProblems();
    const email = checkEmail(problems, input.email);
    const displayName = checkDisplayName(problems, input.displayName);
    checkPassword(problems, input.password);
    const roles = checkRoles(problems, input.roles);
    const passwordHash = problems.any ? '' : await hashPassword(input.password);
    const id = await this.write(ctx, async (em) => {
      if (email !== null && (await em.count(Staff, { email })) > 0) {
        problems.add('email', StaffMessageKey.EMAIL_TAKEN, EMAIL_TAKEN);
      }
      const affectation = await checkAffectation(em, problems, input);
      problems.assertNone();
      const staff = em.create(Staff, {
        email: email ?? '',
        displayName,
        passwordHash,
        roles: roles.map(storedRole),
      });
      applyAffectation(em, staff, affectation);
      await em.flush();
      return staff.id;
    });
    return this.view(ctx, id);
  }

  async updateAccount(
    ctx: RequestContext,
    rawId: string,
    version: number,
    input: StaffAccountInput,
  ): Promise<StaffMemberView> {
    const actor = assertPermission(ctx, Permission.STAFF_ADMIN);
    const id = knownId(rawId);
    const problems = new StaffProblems();
    const displayName = checkDisplayName(problems, input.displayName);
    const roles = checkRoles(problems, input.roles);
    problems.assertNone();
    const keepsAdmin = roles.includes(StaffRole.ADMIN);
    if (id === actor.staffId && actor.roles.includes(StaffRole.ADMIN) && !keepsAdmin) {
      throw ownAdminRoleError();
    }
    await this.write(ctx, async (em) => {
      const staff = await lockedTarget(ctx, em, id, { version, staysActiveAdmin: keepsAdmin });
      staff.displayName = displayName;
      staff.roles = roles.map(storedRole);
      staff.version += 1;
      await em.flush();
    });
    return this.view(ctx, id);
  }

  async setAffectation(
    ctx: RequestContext,
    rawId: string,
    version: number,
    input: Affectation,
  ): Promise<StaffMemberView> {
    assertPermission(ctx, Permission.STAFF_ADMIN);
    const id = knownId(rawId);
    await this.write(ctx, async (em) => {
      const staff = await lockedTarget(ctx, em, id, { version });
      const problems = new StaffProblems();
      const affectation = await checkAffectation(em, problems, input);
      problems.assertNone();
      applyAffectation(em, staff, affectation);
      staff.version += 1;
      await em.flush();
    });
    return this.view(ctx, id);
  }

  /** Idempotent: an account already in the state asked is answered unchanged. */
  async setActive(ctx: RequestContext, rawId: string, active: boolean): Promise<StaffMemberView> {
    const actor = assertPermission(ctx, Permission.STAFF_ADMIN);
    const id = knownId(rawId);
    if (id === actor.staffId && !active) throw ownAccountError('deactivate');
    await this.write(ctx, async (em) => {
      const staff = await lockedTarget(ctx, em, id, { version: null, staysActiveAdmin: active });
      if (staff.active === active) return;
      staff.active = active;
      // Sessions end with the deactivation, and stay ended after a reactivation.
      if (!active) staff.sessionEpoch += 1;
      staff.version += 1;
      await em.flush();
    });
    return this.view(ctx, id);
  }

  async resetPassword(ctx: RequestContext, rawId: string): Promise<StaffPasswordResetView> {
    const actor = assertPermission(ctx, Permission.STAFF_ADMIN);
    const id = knownId(rawId);
    if (id === actor.staffId) throw ownAccountError('reset the password of');
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await this.write(ctx, async (em) => {
      const staff = await lockedTarget(ctx, em, id, { version: null });
      staff.passwordHash = passwordHash;
      staff.sessionEpoch += 1;
      staff.version += 1;
      await em.flush();
    });
    return { member: await this.view(ctx, id), temporaryPassword: password };
  }

  /** One transaction; an e-mail another account took meanwhile is the form's error, not a 500. */
  private async write<T>(ctx: RequestContext, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await ctx.em.transactional(work);
    } catch (error) {
      const constraint = (error as { constraint?: unknown }).constraint;
      if (error instanceof UniqueConstraintViolationException && constraint === 'staff_email_unique') {
        emailTaken().assertNone();
      }
      throw error;
    }
  }

  private async view(ctx: RequestContext, id: string): Promise<StaffMemberView> {
    const member = await findStaffMember(ctx.em, id);
    if (!member) throw new NotFoundError('Staff member', id);
    return member;
  }
}
