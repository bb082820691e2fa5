/** GraphQL face of the tills' sessions (POS_SALE in the device's shop): thin, PosSessionService decides. */
import { Permission } from '@tijara/schema';
import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { ClosePosSessionInput, OpenPosSessionInput, PosSessionsArgs } from './pos-session.inputs';
import { POS_SESSIONS_DEFAULT_LIMIT } from './pos-session.inputs';
import { PosSessionView } from './pos-session.results';
import type { PosSessionService } from './pos-session.service';

@Resolver()
export class PosSessionResolver {
  constructor(private readonly sessions: PosSessionService) {}

  @RequirePermission(Permission.POS_SALE)
  @Mutation(() => PosSessionView, {
    description:
      'Records a session the till opened (idempotent by uuid: the same values again answer the session; ' +
      'other values CONFLICT pos.session_key_reused). A number the till already used: BAD_USER_INPUT on ' +
      'number; an unknown or inactive till: BAD_USER_INPUT on deviceUuid.',
  })
  openPosSession(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => OpenPosSessionInput) input: OpenPosSessionInput,
  ): Promise<PosSessionView> {
    return this.sessions.open(ctx, { ...input, cashierId: input.cashierId ?? null });
  }

  @RequirePermission(Permission.POS_SALE)
  @Mutation(() => PosSessionView, {
    description:
      "Records a session's closing count (idempotent by uuid, like the open). An unknown session: NOT_FOUND.",
  })
  closePosSession(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ClosePosSessionInput) input: ClosePosSessionInput,
  ): Promise<PosSessionView> {
    return this.sessions.close(ctx, { ...input, note: input.note ?? null });
  }

  @RequirePermission(Permission.POS_SALE)
  @Query(() => [PosSessionView], {
    description:
      "A shop's sessions (or one till's), newest first, with the server's figures of their synced sales.",
  })
  posSessions(
    @Ctx() ctx: RequestContext,
    @Args(() => PosSessionsArgs) args: PosSessionsArgs,
  ): Promise<PosSessionView[]> {
    return this.sessions.list(ctx, {
      shopUuid: args.shopUuid,
      deviceUuid: args.deviceUuid ?? null,
      limit: args.limit ?? POS_SESSIONS_DEFAULT_LIMIT,
    });
  }
}
