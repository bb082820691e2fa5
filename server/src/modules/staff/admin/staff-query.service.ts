/**
 * What staff administrators read (STAFF_ADMIN): the accounts, filtered by name or e-mail, role and
 * state; one account; and the shops and warehouses an account may be assigned to. A shop's staff is
 * tens of people, so the list is answered whole, in one statement.
 */
import { Permission } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { concurrentReads } from '../../../core/concurrent-reads';
import { NotFoundError } from '../../../core/errors';
import { searchPattern } from '../../../core/folded-search';
import { isUuid } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { Shop } from '../../shop';
import { Warehouse } from '../../stock';
import type { StaffFilter } from './staff-member.inputs';
import type { AffectationShopView, StaffMemberView } from './staff-member.results';
import { findStaffMember, listStaffMembers } from './staff-member.sql';

export class StaffQueryService {
  list(ctx: RequestContext, filter: StaffFilter | null): Promise<StaffMemberView[]> {
    assertPermission(ctx, Permission.STAFF_ADMIN);
    return listStaffMembers(ctx.em, {
      pattern: searchPattern(filter?.search),
      role: filter?.role ?? null,
      active: filter?.active ?? null,
    });
  }

  async get(ctx: RequestContext, id: string): Promise<StaffMemberView> {
    assertPermission(ctx, Permission.STAFF_ADMIN);
    const member = isUuid(id) ? await findStaffMember(ctx.em, id) : null;
    if (!member) throw new NotFoundError('Staff member', id);
    return member;
  }

  /** Every shop by name, each with its warehouses (inactive ones too: an affectation may outlive them). */
  async affectationChoices(ctx: RequestContext): Promise<AffectationShopView[]> {
    assertPermission(ctx, Permission.STAFF_ADMIN);
    const [shops, warehouses] = await concurrentReads(
      ctx.em,
      () => ctx.em.find(Shop, {}, { orderBy: { name: 'asc', uuid: 'asc' } }),
      () => ctx.em.find(Warehouse, {}, { orderBy: { name: 'asc', id: 'asc' } }),
    );
    return shops.map((shop) => ({
      uuid: shop.uuid,
      name: shop.name,
      warehouses: warehouses
        .filter((warehouse) => warehouse.shop.uuid === shop.uuid)
        .map(({ id, name, active }) => ({ id, name, active })),
    }));
  }
}
