/**
 * Staff changes to customer segments: create, update (turning a members segment into a rule one
 * empties its list), delete (refused while a live promotion targets it: the promotion would silently
 * stop applying), and adding or removing members (customers of the segment's shop; unknown ids are
 * named under customerIds). Each is one catalogue transaction: segments decide which promotions
 * apply, so the cached promotion rules must see the change.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, Permission } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { BadUserInputError, NotFoundError, RuleError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { Shop, shopToActIn } from '../../shop';
import { CustomerSegment, SegmentKind } from '../customer-segment.entity';
import { idList } from './field-problems';
import { PromotionMessageKey, SEGMENT_NAME_TAKEN, writePromotions } from './promotion-write';
import type { SegmentQueryService } from './segment-query.service';
import { checkCustomerIds, checkSegment } from './segment-rules';
import type { SegmentInputValue } from './segment-rules';
import { liveTargetingPromotions } from './segment-rows.sql';
import type { CustomerSegmentView } from './segment.results';

/** Locked until commit, so member changes and a deletion of the same segment take turns. */
async function lockedSegment(em: EntityManager, id: number): Promise<CustomerSegment> {
  const segment = await em.findOne(CustomerSegment, id, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!segment) throw new NotFoundError('Customer segment', id);
  return segment;
}

async function assertNameFree(em: EntityManager, shopUuid: string, name: string, exceptId: number | null) {
  const taken = await em.count(CustomerSegment, { shop: shopUuid, name, id: { $ne: exceptId ?? 0 } });
  if (taken > 0) throw new BadUserInputError({ name: [SEGMENT_NAME_TAKEN] });
}

async function unknownCustomers(
  em: EntityManager,
  shopUuid: string,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    'select id from customers.customer where shop_uuid = ? and id in (?)',
    [shopUuid, [...ids]],
  );
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export class CustomerSegmentsService {
  constructor(
    private readonly catalogue: CatalogueChanges,
    private readonly query: SegmentQueryService,
  ) {}

  async create(
    ctx: RequestContext,
    shopUuid: string,
    input: SegmentInputValue,
  ): Promise<CustomerSegmentView> {
    assertPermission(ctx, Permission.PROMOTIONS);
    const shop = await shopToActIn(ctx, ctx.em, shopUuid);
    const fields = checkSegment(input);
    const segment = await writePromotions(ctx, this.catalogue, async (em) => {
      await assertNameFree(em, shop, fields.name, null);
      return em.create(CustomerSegment, { ...fields, shop: em.getReference(Shop, shop) });
    });
    return this.query.get(ctx, segment.id);
  }

  async update(ctx: RequestContext, id: number, input: SegmentInputValue): Promise<CustomerSegmentView> {
    await this.query.find(ctx, id);
    const fields = checkSegment(input);
    await writePromotions(ctx, this.catalogue, async (em) => {
      const segment = await lockedSegment(em, id);
      await assertNameFree(em, segment.shop.uuid, fields.name, id);
      if (fields.kind === SegmentKind.RULE && segment.kind === SegmentKind.MEMBERS) {
        await em.execute('delete from customer_segment_member where customer_segment_id = ?', [id]);
      }
      em.assign(segment, fields);
    });
    return this.query.get(ctx, id);
  }

  /** The deleted id; 409 while an active, not ended promotion targets the segment. */
  async delete(ctx: RequestContext, id: number): Promise<number> {
    await this.query.find(ctx, id);
    await writePromotions(ctx, this.catalogue, async (em) => {
      const segment = await lockedSegment(em, id);
      const promotions = await liveTargetingPromotions(em, id, ctx.now);
      if (promotions.length > 0) {
        throw new RuleError(
          ErrorCode.CONFLICT,
          PromotionMessageKey.SEGMENT_IN_USE,
          `Live promotions target this segment: ${promotions.join(', ')}. End or deactivate them first.`,
          {},
          { promotions },
        );
      }
      em.remove(segment);
    });
    return id;
  }

  addMembers(ctx: RequestContext, segmentId: number, customerIds: readonly number[]) {
    return this.changeMembers(ctx, segmentId, customerIds, 'add');
  }

  removeMembers(ctx: RequestContext, segmentId: number, customerIds: readonly number[]) {
    return this.changeMembers(ctx, segmentId, customerIds, 'remove');
  }

  /** Idempotent: adding a member twice or removing a non-member changes nothing. */
  private async changeMembers(
    ctx: RequestContext,
    segmentId: number,
    customerIds: readonly number[],
    change: 'add' | 'remove',
  ): Promise<CustomerSegmentView> {
    await this.query.find(ctx, segmentId, 'segmentId');
    const ids = checkCustomerIds(customerIds);
    await writePromotions(ctx, this.catalogue, async (em) => {
      const segment = await lockedSegment(em, segmentId);
      if (segment.kind !== SegmentKind.MEMBERS) {
        throw new BadUserInputError({ segmentId: ['a rule segment has no member list'] });
      }
      const unknown = await unknownCustomers(em, segment.shop.uuid, ids);
      if (unknown.length > 0) {
        throw new BadUserInputError({ customerIds: [`unknown customers of this shop: ${idList(unknown)}`] });
      }
      await em.execute(
        change === 'add'
          ? 'insert into customer_segment_member (customer_segment_id, customer_id) select ?, c.id from customers.customer c where c.id in (?) on conflict do nothing'
          : 'delete from customer_segment_member where customer_segment_id = ? and customer_id in (?)',
        [segmentId, ids],
      );
    });
    return this.query.get(ctx, segmentId);
  }
}
