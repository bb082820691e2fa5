/** GraphQL face of transporters: thin, answers come from TransportersService. */
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { TransporterOption } from './transporter.results';
import type { TransporterOffer } from './transporter-offer';
import type { TransportersService } from './transporters.service';

@Resolver(() => TransporterOption)
export class TransporterResolver {
  constructor(private readonly service: TransportersService) {}

  @Public()
  @Query(() => [TransporterOption], {
    description: 'Transporters serving a commune, at their price there, cheapest first.',
  })
  transporters(
    @Ctx() ctx: RequestContext,
    @Arg('communeId', () => Int) communeId: number,
  ): Promise<TransporterOffer[]> {
    return this.service.offersForCommune(ctx, communeId);
  }
}
