/** GraphQL face of staff administration (STAFF_ADMIN): thin, the services decide. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { StaffEditingService } from './staff-editing.service';
import {
  NewStaffMemberInput,
  StaffAccountInput,
  StaffAffectationInput,
  StaffFilter,
} from './staff-member.inputs';
import { AffectationShopView, StaffMemberView, StaffPasswordResetView } from './staff-member.results';
import type { StaffQueryService } from './staff-query.service';

export interface StaffAdminServices {
  readonly query: StaffQueryService;
  readonly editing: StaffEditingService;
}

const CONFLICTS =
  'CONFLICT (409) with extensions.messageKey: staff_changed (stale version: reload), own_admin_role, ' +
  'own_account, last_admin.';

@Resolver(() => StaffMemberView)
export class StaffAdminResolver {
  constructor(private readonly services: StaffAdminServices) {}

  @RequirePermission(Permission.STAFF_ADMIN)
  @Query(() => [StaffMemberView], { description: 'Every staff account matching the filter, by name.' })
  staffMembers(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => StaffFilter, { nullable: true }) filter: StaffFilter | null,
  ): Promise<StaffMemberView[]> {
    return this.services.query.list(ctx, filter);
  }

  @RequirePermission(Permission.STAFF_ADMIN)
  @Query(() => StaffMemberView, { description: 'NOT_FOUND for an unknown id.' })
  staffMember(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<StaffMemberView> {
    return this.services.query.get(ctx, id);
  }

  @RequirePermission(Permission.STAFF_ADMIN)
  @Query(() => [AffectationShopView], {
    description: 'Every shop, by name, with its warehouses: what an account may be assigned to.',
  })
  staffAffectationChoices(@Ctx() ctx: RequestContext): Promise<AffectationShopView[]> {
    return this.services.query.affectationChoices(ctx);
  }

  @RequirePermission(Permission.STAFF_ADMIN)
  @Mutation(() => StaffMemberView, {
    description:
      'BAD_USER_INPUT lists every field at fault (extensions.fieldErrors, messageKeys): e-mail taken, unknown shops or warehouses...',
  })
  createStaffMember(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => NewStaffMemberInput) input: NewStaffMemberInput,
  ): Promise<StaffMemberView> {
    return this.services.editing.create(ctx, input);
  }

  @RequirePermission(Permission.STAFF_ADMIN)
  @Mutation(() => StaffMemberView, { description: `The account form: name and roles. ${CONFLICTS}` })
  updateStaffMember(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int) version: number,
    @Arg('input', () => StaffAccountInput) input: StaffAccountInput,
  ): Promise<StaffMemberView> {
    return this.services.editing.updateAccount(ctx, id, version, input);
  }

  @RequirePermission(Permission.STAFF_ADMIN)
  @Mutation(() => StaffMemberView, {
    description: `The employee affectation: exactly these shops and warehouses. ${CONFLICTS}`,
  })
  setStaffAffectation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int) version: number,
    @Arg('input', () => StaffAffectationInput) input: StaffAffectationInput,
  ): Promise<StaffMemberView> {
    return this.services.editing.setAffectation(ctx, id, version, input);
  }

  @RequirePermission(Permission.STAFF_ADMIN)
  @Mutation(() => StaffMemberView, {
    description: `Deactivating ends every session of the account. ${CONFLICTS}`,
  })
  setStaffMemberActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<StaffMemberView> {
    return this.services.editing.setActive(ctx, id, active);
  }

  @RequirePermission(Permission.STAFF_ADMIN)
  @Mutation(() => StaffPasswordResetView, {
    description: `A generated temporary password, answered once; every session of the account ends. ${CONFLICTS}`,
  })
  resetStaffPassword(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
  ): Promise<StaffPasswordResetView> {
    return this.services.editing.resetPassword(ctx, id);
  }
}
