/** GraphQL face of staff promotions (PROMOTIONS, and the shop affectation): thin, the services decide. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { PromotionScope } from '../promotions.enums';
import type { PromotionBannerService } from './promotion-banner.service';
import type { PromotionEditingService } from './promotion-editing.service';
import type { PromotionQueryService } from './promotion-query.service';
import { PromotionFilter, PromotionInput } from './promotion.inputs';
import { PromotionPage, PromotionView } from './promotion.results';

export interface PromotionServices {
  readonly query: PromotionQueryService;
  readonly editing: PromotionEditingService;
  readonly banner: PromotionBannerService;
}

@Resolver()
export class PromotionsResolver {
  constructor(private readonly services: PromotionServices) {}

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => PromotionPage, {
    description:
      'Promotions of the shops the caller manages (admins: all), newest first; 24 per page by default.',
  })
  promotions(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => PromotionFilter, { nullable: true }) filter: PromotionFilter | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
  ): Promise<PromotionPage> {
    return this.services.query.list(ctx, { ...filter, page, pageSize });
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => PromotionView)
  promotion(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<PromotionView> {
    return this.services.query.get(ctx, id);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => PromotionView, {
    description:
      'Field errors (BAD_USER_INPUT, extensions.fieldErrors) list every problem at once; nothing is written.',
  })
  createPromotion(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('scope', () => PromotionScope) scope: PromotionScope,
    @Arg('input', () => PromotionInput) input: PromotionInput,
  ): Promise<PromotionView> {
    return this.services.editing.create(ctx, shopUuid, scope, input);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => PromotionView, {
    description: 'The scope cannot change. A version other than the current one is CONFLICT (409): reload.',
  })
  updatePromotion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Arg('input', () => PromotionInput) input: PromotionInput,
  ): Promise<PromotionView> {
    return this.services.editing.update(ctx, id, version, input);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => PromotionView, {
    description: 'Switching on refuses (couponCode) a code another live promotion of the shop holds.',
  })
  setPromotionActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<PromotionView> {
    return this.services.editing.setActive(ctx, id, active);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => Int, {
    description:
      'The deleted id. CONFLICT (409, messageKey promotion_redeemed) once a coupon of it was used.',
  })
  deletePromotion(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.services.editing.delete(ctx, id);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => PromotionView, { description: 'Uploads go to POST /dashboard/api/promotions/{id}/banner.' })
  removePromotionBanner(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
  ): Promise<PromotionView> {
    return this.services.banner.remove(ctx, id);
  }
}
