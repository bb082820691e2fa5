/** GraphQL for brand logos: the URL on the staff Brand type and the removal (uploads stay on REST). */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { Brand } from '../taxonomy/brand.entity';
import { brandLogoUrl } from './brand-logo.service';
import type { BrandLogoService } from './brand-logo.service';

@Resolver(() => Brand)
export class BrandLogoResolver {
  constructor(private readonly logos: BrandLogoService) {}

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The logo (SMALL_PRODUCT variant); upload with POST /dashboard/api/brand/:id/logo.',
  })
  logoUrl(@Root() brand: Brand): string | null {
    return brandLogoUrl(brand.logoKey);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Brand, { description: "Removes the brand's logo (nothing to remove changes nothing)." })
  removeBrandLogo(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<Brand> {
    return this.logos.remove(ctx, id);
  }
}
