/** GraphQL face of geography: thin, every answer comes from GeographyService. */
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { Commune } from './commune.entity';
import type { GeographyService } from './geography.service';
import { Wilaya } from './wilaya.entity';

@Resolver(() => Wilaya)
export class WilayaResolver {
  constructor(private readonly geography: GeographyService) {}

  @Public()
  @Query(() => [Wilaya], { description: 'Wilayas that exist now, by number.' })
  wilayas(
    @Ctx() ctx: RequestContext,
    @Arg('deliverableOnly', () => Boolean, { defaultValue: true }) deliverableOnly: boolean,
  ): Promise<Wilaya[]> {
    return this.geography.listWilayas(ctx, { deliverableOnly });
  }
}

@Resolver(() => Commune)
export class CommuneResolver {
  constructor(private readonly geography: GeographyService) {}

  @Public()
  @Query(() => [Commune], { description: 'Communes under a wilaya now, by name.' })
  communes(
    @Ctx() ctx: RequestContext,
    @Arg('wilayaId', () => Int) wilayaId: number,
    @Arg('deliverableOnly', () => Boolean, { defaultValue: true }) deliverableOnly: boolean,
  ): Promise<Commune[]> {
    return this.geography.listCommunes(ctx, wilayaId, { deliverableOnly });
  }

  @FieldResolver(() => Wilaya, { description: 'The wilaya the commune stands under now.' })
  wilaya(@Root() commune: Commune, @Ctx() ctx: RequestContext): Promise<Wilaya> {
    return this.geography.wilayaOf(ctx, commune);
  }
}
