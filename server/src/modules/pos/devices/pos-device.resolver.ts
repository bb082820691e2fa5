/** GraphQL face of the tills (POS_SALE in the shop): thin, PosDeviceService decides. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { RegisterPosDeviceInput } from './pos-device.inputs';
import { PosDeviceView } from './pos-device.results';
import type { PosDeviceService } from './pos-device.service';

@Resolver()
export class PosDeviceResolver {
  constructor(private readonly devices: PosDeviceService) {}

  @RequirePermission(Permission.POS_SALE)
  @Mutation(() => PosDeviceView, {
    description:
      'Registers a till in a shop the caller works in. Refusals are BAD_USER_INPUT naming code, name or ' +
      'warehouseId, with extensions.messageKeys: a code already used without reclaim is pos.device_code_taken ' +
      'with extensions.takenTill {name, lastSessionNumber, openSession {number, cashierName, openedAt} or null}; ' +
      'a reclaim of a used code without SHOP_SETTINGS is pos.reclaim_needs_manager.',
  })
  registerPosDevice(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegisterPosDeviceInput) input: RegisterPosDeviceInput,
  ): Promise<PosDeviceView> {
    return this.devices.register(ctx, { ...input, reclaim: input.reclaim ?? false });
  }

  @RequirePermission(Permission.POS_SALE)
  @Query(() => [PosDeviceView], { description: "The shop's tills, inactive ones too, by code." })
  posDevices(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<PosDeviceView[]> {
    return this.devices.list(ctx, shopUuid);
  }
}
