/**
 * Registering a till and listing a shop's tills (POS_SALE, checked by the resolver's guard, in a
 * shop the actor works in). The form's faults come all at once, then the database's (the warehouse
 * is not the shop's or is inactive, the code is taken), each naming its field. Taking over a till
 * that holds the code (reclaim) is for the people who run the shop (SHOP_SETTINGS); a code taken
 * is refused with the till holding it (extensions.takenTill: its open session), so whoever may take
 * it over sees what they take over before confirming.
 */
import { randomUUID } from 'node:crypto';
import { Permission } from '@tijara/schema';
import { assertActor, assertCanActInShop } from '../../../core/access';
import { isUuid } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { PosMessageKey, PosProblems, fieldRefusal } from '../pos-problems';
import { checkRegistration, takeoverRefusal } from './device-rules';
import type { CheckedRegistration, RegisterDeviceRequest } from './device-rules';
import type { PosDeviceView } from './pos-device.results';
import { registrationFacts, saveDevice, shopDevices } from './pos-device.sql';
import type { TakenTill } from './pos-device.sql';

const REFUSALS = {
  [PosMessageKey.DEVICE_CODE_TAKEN]: 'Another till of this shop already has this code',
  [PosMessageKey.RECLAIM_NEEDS_MANAGER]: 'Only a manager can take over a registered till',
} as const;

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
    const mayTakeOver = actor.permissions.has(Permission.SHOP_SETTINGS);
    if (facts.takenTill) refuseTakeover(problems, checked, facts.takenTill, mayTakeOver);
    problems.assertNone('The till cannot be registered');
    const saved = await saveDevice(ctx.em, {
      ...checked,
      // A cashier's reclaim of a code free at the check is a plain insert: a till registered
      // meanwhile under that code is refused, never taken over.
      reclaim: checked.reclaim && mayTakeOver,
      uuid: randomUUID(),
      staffId: actor.staffId,
      at: ctx.now,
    });
    if (saved) return saved;
    // Another tablet took the code between the check and the insert: refused as above, with that till.
    const { takenTill } = await registrationFacts(ctx.em, checked);
    const raced = new PosProblems();
    if (takenTill) refuseTakeover(raced, checked, takenTill, mayTakeOver);
    raced.assertNone('The till cannot be registered');
    const key = PosMessageKey.DEVICE_CODE_TAKEN;
    throw fieldRefusal('code', key, REFUSALS[key]);
  }

  list(ctx: RequestContext, shopUuid: string): Promise<PosDeviceView[]> {
    const shop = shopUuidOf(shopUuid);
    assertCanActInShop(ctx, shop);
    return shopDevices(ctx.em, shop);
  }
}

/** Adds the refusal of a code `till` holds, unless the actor may take it over and asked to. */
function refuseTakeover(
  problems: PosProblems,
  request: CheckedRegistration,
  till: TakenTill,
  mayTakeOver: boolean,
): void {
  const key = takeoverRefusal(request.reclaim, mayTakeOver);
  if (key === null) return;
  problems.add('code', key, REFUSALS[key]);
  problems.detail('takenTill', till);
}

/** A shop id argument, lower-cased; BAD_USER_INPUT naming `shopUuid` when it is no uuid. */
export function shopUuidOf(raw: string): string {
  const shop = raw.trim().toLowerCase();
  if (!isUuid(shop)) throw fieldRefusal('shopUuid', PosMessageKey.INVALID_INPUT, 'Not a shop id');
  return shop;
}
