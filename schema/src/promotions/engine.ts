/**
 * priceCart: the promotions engine. A pure function of a rule set and a cart snapshot, run by the
 * server for every price it shows or charges and by the POS offline on its cached rules, so both
 * reach the same totals. The resolution order is written down in README.md; each step names the
 * rule it implements.
 */
import { allocate } from './arithmetic.js';
import { eligibilityOf } from './eligibility.js';
import { byPrecedence } from './precedence.js';
import { present } from './present.js';
import { bestOutcome, resolvePool } from './resolution.js';
import type { Candidate, Off, Outcome } from './resolution.js';
import type {
  AppliedPromotion,
  CartLine,
  CartPricing,
  CartSnapshot,
  LinePricing,
  NotAppliedPromotion,
  PromotionRule,
} from './types.js';
import { Combinability, NotAppliedReason, PromotionScope, groupOf } from './vocabulary.js';

function assertSnapshot(snapshot: CartSnapshot): void {
  const keys = new Set<string>();
  for (const line of snapshot.lines) {
    if (keys.has(line.key)) throw new RangeError(`Two cart lines share the key ${line.key}`);
    keys.add(line.key);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Line ${line.key}: a quantity is a whole number of at least 1`);
    }
    if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0) {
      throw new RangeError(`Line ${line.key}: a unit price is whole centimes, not below 0`);
    }
  }
  if (!Number.isSafeInteger(snapshot.deliveryPrice) || snapshot.deliveryPrice < 0) {
    throw new RangeError('A delivery price is whole centimes, not below 0');
  }
}

/** Rule 0: lines are read in the order of their keys, so no result depends on the order given. */
function canonicalLines(lines: readonly CartLine[]): CartLine[] {
  return [...lines].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function sumOffs(offs: readonly Off[]): number {
  return offs.reduce((sum, off) => sum + off.amount, 0);
}

function linePricings(lines: readonly CartLine[], outcome: Outcome): Map<string, LinePricing> {
  const outcomes = lines.map((line) => present(outcome.lines.get(line.key), `outcome of line ${line.key}`));
  const afterItems = lines.map((line, index) => (outcomes[index]?.unitAfter ?? 0) * line.quantity);
  const shares = allocate(sumOffs(outcome.subtotalDiscounts), afterItems);
  return new Map(
    lines.map((line, index) => {
      const { unitAfter, discounts } = present(outcomes[index], `outcome of line ${line.key}`);
      const share = shares[index] ?? 0;
      const itemDiscounts = discounts.map((off) => ({
        promotionId: off.promotionId,
        unitAmount: off.amount,
        amount: off.amount * line.quantity,
      }));
      const pricing: LinePricing = {
        key: line.key,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        unitPriceAfter: unitAfter,
        subtotal: line.unitPrice * line.quantity,
        itemDiscounts,
        cartShare: share,
        total: (afterItems[index] ?? 0) - share,
      };
      return [line.key, pricing];
    }),
  );
}

function appliedOf(candidates: readonly Candidate[], lines: readonly LinePricing[], outcome: Outcome) {
  const applied: AppliedPromotion[] = [];
  for (const { rule } of candidates) {
    const group = groupOf(rule.scope);
    const fromLines = lines.flatMap((line) => line.itemDiscounts.filter((d) => d.promotionId === rule.id));
    const fromCart = [...outcome.subtotalDiscounts, ...outcome.deliveryDiscounts].filter(
      (off) => off.promotionId === rule.id,
    );
    const amount = sumOffs(fromLines) + sumOffs(fromCart);
    if (amount === 0) continue;
    const target =
      group === 'item' ? 'items' : rule.scope === PromotionScope.SHIPPING ? 'delivery' : 'subtotal';
    applied.push({ promotionId: rule.id, group, target, amount });
  }
  return applied;
}

/** Rule 7: why each eligible promotion that took nothing did not apply. */
function eligibleNotApplied(
  candidate: Candidate,
  outcome: Outcome,
  winners: ReadonlySet<number>,
  globalWinner: number | null,
): NotAppliedPromotion {
  const id = candidate.rule.id;
  const noDiscount: NotAppliedPromotion = {
    promotionId: id,
    reason: NotAppliedReason.NO_DISCOUNT,
    excludedBy: [],
  };
  // Excluded only by promotions that took something in its place: when none did, the option chosen
  // left the full price, so the promotion's own option had nothing to take either.
  const excluded = (by: Iterable<number>): NotAppliedPromotion => {
    const excludedBy = [...new Set(by)].filter((other) => other !== id).sort((a, b) => a - b);
    return excludedBy.length > 0
      ? { promotionId: id, reason: NotAppliedReason.EXCLUDED, excludedBy }
      : noDiscount;
  };
  if (globalWinner !== null && globalWinner !== id) return excluded([globalWinner]);
  if (candidate.rule.combinability === Combinability.GLOBAL_EXCLUSIVE && globalWinner === null) {
    return excluded(winners);
  }
  if (groupOf(candidate.rule.scope) === 'item') {
    const member = [...candidate.lineKeys].some((key) => outcome.lines.get(key)?.members.includes(id));
    if (member || globalWinner === id) return noDiscount;
    const on = [...candidate.lineKeys].flatMap((key) => outcome.lines.get(key)?.discounts ?? []);
    return excluded(on.map((off) => off.promotionId));
  }
  if (outcome.cartMembers.includes(id)) return noDiscount;
  // Only the cart group's winners exclude a cart promotion; item promotions merely lower its base.
  return excluded([...outcome.subtotalDiscounts, ...outcome.deliveryDiscounts].map((off) => off.promotionId));
}

/**
 * Prices a cart: the promotions applied line by line and to the cart, and for every other promotion
 * of the rule set the reason it did not apply.
 */
export function priceCart(rules: readonly PromotionRule[], snapshot: CartSnapshot): CartPricing {
  assertSnapshot(snapshot);
  const lines = canonicalLines(snapshot.lines);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const ordered = [...rules].sort(byPrecedence);
  const candidates: Candidate[] = [];
  const notApplied: NotAppliedPromotion[] = [];
  ordered.forEach((rule, rank) => {
    const verdict = eligibilityOf(rule, snapshot, lines, subtotal);
    if (verdict.eligible) candidates.push({ rule, rank, lineKeys: verdict.lineKeys });
    else notApplied.push({ promotionId: rule.id, reason: verdict.reason, excludedBy: [] });
  });

  const isGlobal = (candidate: Candidate) => candidate.rule.combinability === Combinability.GLOBAL_EXCLUSIVE;
  const globals = candidates.filter(isGlobal);
  const shared = resolvePool(
    candidates.filter((candidate) => !isGlobal(candidate)),
    lines,
    snapshot.deliveryPrice,
  );
  const alone = globals.map((candidate) => resolvePool([candidate], lines, snapshot.deliveryPrice));
  const outcome = bestOutcome([shared, ...alone]);
  const globalIndex = alone.indexOf(outcome);
  const globalWinner = globals[globalIndex]?.rule.id ?? null;

  const pricedLines = linePricings(lines, outcome);
  const inputOrder = snapshot.lines.map((line) => present(pricedLines.get(line.key), `line ${line.key}`));
  const applied = appliedOf(candidates, inputOrder, outcome);
  const winners = new Set(applied.map((promotion) => promotion.promotionId));
  for (const candidate of candidates) {
    if (!winners.has(candidate.rule.id)) {
      notApplied.push(eligibleNotApplied(candidate, outcome, winners, globalWinner));
    }
  }
  const rank = new Map(ordered.map((rule, index) => [rule.id, index]));
  notApplied.sort((a, b) => (rank.get(a.promotionId) ?? 0) - (rank.get(b.promotionId) ?? 0));

  const itemDiscount = inputOrder.reduce((sum, line) => sum + sumOffs(line.itemDiscounts), 0);
  const cartDiscount = sumOffs(outcome.subtotalDiscounts);
  const deliveryDiscount = sumOffs(outcome.deliveryDiscounts);
  return {
    lines: inputOrder,
    applied,
    notApplied,
    subtotal,
    itemDiscount,
    cartDiscount,
    deliveryPrice: snapshot.deliveryPrice,
    deliveryDiscount,
    total: subtotal - itemDiscount - cartDiscount + snapshot.deliveryPrice - deliveryDiscount,
  };
}
