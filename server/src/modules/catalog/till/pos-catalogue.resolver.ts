/** GraphQL face of the till's catalogue feed (POS_SALE in the shop): thin, the service decides. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { PosCataloguePage } from './pos-catalogue.results';
import { POS_CATALOGUE_LIMIT } from './pos-catalogue.service';
import type { PosCatalogueService } from './pos-catalogue.service';

@Resolver()
export class PosCatalogueResolver {
  constructor(private readonly catalogue: PosCatalogueService) {}

  @RequirePermission(Permission.POS_SALE)
  @Query(() => PosCataloguePage, {
    description:
      'The products the shop sells at the till: all of them without a cursor, then what changed since the cursor of the last page read (limit 1 to 1000).',
  })
  posCatalogue(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null | undefined,
    @Arg('limit', () => Int, { nullable: true, defaultValue: POS_CATALOGUE_LIMIT }) limit: number | null,
  ): Promise<PosCataloguePage> {
    return this.catalogue.page(ctx, shopUuid, cursor ?? null, limit);
  }
}
