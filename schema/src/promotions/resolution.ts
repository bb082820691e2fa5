/**
 * Choosing which eligible promotions apply (README, rules 3 to 6). Each group offers options (all its
 * stackable promotions together, or one exclusive promotion alone); the option that leaves the
 * customer the lowest price wins, and a tie goes to the option led by the promotion that comes first
 * in precedence. Because every option's price only falls as promotions are added, adding a
 * promotion can never raise a total.
 */
import { discountOff } from './arithmetic.js';
import { present } from './present.js';
import type { CartLine, PromotionRule } from './types.js';
import { Combinability, PromotionScope, groupOf } from './vocabulary.js';

export interface Candidate {
  readonly rule: PromotionRule;
  /** Position in precedence order (0 first). */
  readonly rank: number;
  /** The lines an item promotion matches (empty for cart promotions). */
  readonly lineKeys: ReadonlySet<string>;
}

export interface Off {
  readonly promotionId: number;
  readonly amount: number;
}

export interface LineOutcome {
  readonly unitAfter: number;
  /** Per unit. */
  readonly discounts: readonly Off[];
  /** The promotions of the option chosen for the line (a member may have found nothing left to take). */
  readonly members: readonly number[];
}

export interface Outcome {
  readonly lines: ReadonlyMap<string, LineOutcome>;
  readonly subtotalDiscounts: readonly Off[];
  readonly deliveryDiscounts: readonly Off[];
  readonly cartMembers: readonly number[];
  readonly total: number;
  /** Rank of the first promotion that took something; Infinity when none did. */
  readonly lead: number;
}

interface Priced {
  readonly cost: number;
  readonly lead: number;
}

/** The cheaper option; at equal cost the one led by the earlier promotion; else the first offered. */
function cheapest<T extends Priced>(options: readonly T[]): T {
  let best = present(options[0], 'at least one option');
  for (const option of options.slice(1)) {
    if (option.cost < best.cost || (option.cost === best.cost && option.lead < best.lead)) best = option;
  }
  return best;
}

function leadOf(members: readonly Candidate[], offs: readonly Off[]): number {
  const took = new Set(offs.filter((off) => off.amount > 0).map((off) => off.promotionId));
  return Math.min(Infinity, ...members.filter((m) => took.has(m.rule.id)).map((m) => m.rank));
}

function stackOnUnit(unitPrice: number, members: readonly Candidate[]): LineOutcome & Priced {
  let price = unitPrice;
  const discounts: Off[] = [];
  for (const member of members) {
    const amount = discountOff(price, member.rule);
    if (amount > 0) discounts.push({ promotionId: member.rule.id, amount });
    price -= amount;
  }
  const ids = members.map((member) => member.rule.id);
  return { unitAfter: price, discounts, members: ids, cost: price, lead: leadOf(members, discounts) };
}

function resolveLine(line: CartLine, pool: readonly Candidate[]): LineOutcome {
  const matching = pool.filter((candidate) => candidate.lineKeys.has(line.key));
  const isExclusive = (c: Candidate) => c.rule.combinability === Combinability.GROUP_EXCLUSIVE_ITEM;
  const stack = matching.filter((candidate) => !isExclusive(candidate));
  const options = [stack, ...matching.filter(isExclusive).map((candidate) => [candidate])];
  const { unitAfter, discounts, members } = cheapest(options.map((o) => stackOnUnit(line.unitPrice, o)));
  return { unitAfter, discounts, members };
}

interface CartOption extends Priced {
  readonly subtotalDiscounts: readonly Off[];
  readonly deliveryDiscounts: readonly Off[];
  readonly members: readonly number[];
}

function stackOnCart(subtotal: number, delivery: number, members: readonly Candidate[]): CartOption {
  let left = subtotal;
  let deliveryLeft = delivery;
  const subtotalDiscounts: Off[] = [];
  const deliveryDiscounts: Off[] = [];
  for (const member of members) {
    const onDelivery = member.rule.scope === PromotionScope.SHIPPING;
    const amount = discountOff(onDelivery ? deliveryLeft : left, member.rule);
    if (amount === 0) continue;
    if (onDelivery) {
      deliveryDiscounts.push({ promotionId: member.rule.id, amount });
      deliveryLeft -= amount;
    } else {
      subtotalDiscounts.push({ promotionId: member.rule.id, amount });
      left -= amount;
    }
  }
  const lead = leadOf(members, [...subtotalDiscounts, ...deliveryDiscounts]);
  const ids = members.map((member) => member.rule.id);
  return { subtotalDiscounts, deliveryDiscounts, members: ids, cost: left + deliveryLeft, lead };
}

function resolveCart(subtotal: number, delivery: number, pool: readonly Candidate[]): CartOption {
  const isExclusive = (c: Candidate) => c.rule.combinability === Combinability.GROUP_EXCLUSIVE_CART;
  const stack = pool.filter((candidate) => !isExclusive(candidate));
  const options = [stack, ...pool.filter(isExclusive).map((candidate) => [candidate])];
  return cheapest(options.map((option) => stackOnCart(subtotal, delivery, option)));
}

/**
 * The best outcome of a pool of promotions (in precedence order) where each is applied in its group:
 * item promotions line by line, then cart promotions on what the lines left.
 */
export function resolvePool(
  pool: readonly Candidate[],
  lines: readonly CartLine[],
  deliveryPrice: number,
): Outcome {
  const itemPool = pool.filter((candidate) => groupOf(candidate.rule.scope) === 'item');
  const cartPool = pool.filter((candidate) => groupOf(candidate.rule.scope) === 'cart');
  const outcomes = new Map<string, LineOutcome>();
  let subtotal = 0;
  let lead = Infinity;
  for (const line of lines) {
    const outcome = resolveLine(line, itemPool);
    outcomes.set(line.key, outcome);
    subtotal += outcome.unitAfter * line.quantity;
    const took = new Set(outcome.discounts.map((off) => off.promotionId));
    for (const candidate of itemPool) if (took.has(candidate.rule.id)) lead = Math.min(lead, candidate.rank);
  }
  const cart = resolveCart(subtotal, deliveryPrice, cartPool);
  return {
    lines: outcomes,
    subtotalDiscounts: cart.subtotalDiscounts,
    deliveryDiscounts: cart.deliveryDiscounts,
    cartMembers: cart.members,
    total: cart.cost,
    lead: Math.min(lead, cart.lead),
  };
}

/**
 * Of the whole-cart outcomes, the cheapest; ties to the earlier-led, then to the first offered. It
 * returns the very object offered: the engine finds the global winner by identity.
 */
export function bestOutcome(outcomes: readonly Outcome[]): Outcome {
  return cheapest(outcomes.map((outcome) => ({ outcome, cost: outcome.total, lead: outcome.lead }))).outcome;
}
