/**
 * Registering a till and listing a shop's tills (POS_SALE, checked by the resolver's guard, in a
 * shop the actor works in). The form's faults come all at once, then the database's (the warehouse
 * is not the shop's or is inactive, the code is taken), each naming its field.
 */
import { randomUUID } from 'node:crypto';
import { assertActor, assertCanActInShop } from '../../../core/access';
import { isUuid } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { PosMessageKey, PosProblems, fieldRefusal } from '../pos-problems';
import { checkRegistration } from './device-rules';
import type { RegisterDeviceRequest } from './device-rules';
import type { PosDeviceView } from './pos-device.results';
import { registrationFacts, saveDevice, shopDevices } from './pos-device.sql';

const CODE_TAKEN = 'Another till of this shop already has this code';

export class PosDeviceService {
  async register(ctx: RequestContext, request: RegisterDeviceRequest): Promise<PosDeviceView> {
    const actor = assertActor(ctx);
    const problems = new PosProblems();
    const checked = checkRegistration(request, problems);
    // Nothing about another shop's warehouses or codes is told to someone who does not work there.
    if (!problems.has('shopUuid')) assertCanActInShop(ctx, checked.shopUuid);
    problems.assertNone('The till cannot be registered');
    const facts = await registrationFacts(ctx.em, checked);
    if (facts.warehouseActive === null) {
      problems.add('warehouseId', PosMessageKey.WAREHOUSE_NOT_IN_SHOP, 'Not a warehouse of this shop');
    } else if (!facts.warehouseActive) {
      problems.add('warehouseId', PosMessageKey.WAREHOUSE_INACTIVE, 'This warehouse is inactive');
    }
    if (facts.codeTaken && !checked.reclaim)
      problems.add('code', PosMessageKey.DEVICE_CODE_TAKEN, CODE_TAKEN);
    problems.assertNone('The till cannot be registered');
    const saved = await saveDevice(ctx.em, {
      ...checked,
      uuid: randomUUID(),
      staffId: actor.staffId,
      at: ctx.now,
    });
    // Another tablet took the code between the check and the insert.
    if (!saved) throw fieldRefusal('code', PosMessageKey.DEVICE_CODE_TAKEN, CODE_TAKEN);
    return saved;
  }

  list(ctx: RequestContext, shopUuid: string): Promise<PosDeviceView[]> {
    const shop = shopUuidOf(shopUuid);
    assertCanActInShop(ctx, shop);
    return shopDevices(ctx.em, shop);
  }
}

/** A shop id argument, lower-cased; BAD_USER_INPUT naming `shopUuid` when it is no uuid. */
export function shopUuidOf(raw: string): string {
  const shop = raw.trim().toLowerCase();
  if (!isUuid(shop)) throw fieldRefusal('shopUuid', PosMessageKey.INVALID_INPUT, 'Not a shop id');
  return shop;
}
