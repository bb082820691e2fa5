/**
 * The till prices its cart with the server's own engine and tax (@tijara/schema's priceCart and
 * withTax) on the cached POS rule set, so a receipt's totals are the ones the server computes for
 * the same cart to the centime: the same line keys, the same HT unit prices (product price plus the
 * combination's impact), the same merge of lines of one item, tax rounded once per line.
 */
import { SalesChannel, priceCart, priceTtc, withTax } from '@tijara/schema';
import type { CartCustomer, CartLine, CartPricing, LinePricing, PaymentType } from '@tijara/schema';
import type {
  CartEntry,
  PromotionRuleRow,
  TillCustomer,
  TillItem,
  TillPricing,
  TillPromotionShare,
  TillSaleLine,
} from './types';

export interface PriceTillCartInput {
  entries: readonly CartEntry[];
  customer: TillCustomer | null;
  paymentType: PaymentType | null;
  couponCodes: readonly string[];
  rules: readonly PromotionRuleRow[];
  /** Epoch ms the cart is priced at. */
  at: number;
}

/** One entry per item, quantities added up, in the order the cart first shows each item. */
function mergedEntries(entries: readonly CartEntry[]): CartEntry[] {
  const byKey = new Map<string, CartEntry>();
  for (const entry of entries) {
    const known = byKey.get(entry.item.key);
    byKey.set(
      entry.item.key,
      known ? { item: known.item, quantity: known.quantity + entry.quantity } : entry,
    );
  }
  return [...byKey.values()];
}

function cartLineOf({ item, quantity }: CartEntry): CartLine {
  return {
    key: item.key,
    productId: item.productId,
    categoryIds: item.categoryIds,
    brandId: item.brandId,
    brandLineId: item.brandLineId,
    collectionIds: item.collectionIds,
    quantity,
    unitPrice: item.unitPriceHt,
  };
}

/**
 * The engine's view of the customer: a walk-in is nobody (no segment, no single-use coupon); a
 * customer created at the till is someone with no segment and no coupon used yet.
 */
function cartCustomerOf(customer: TillCustomer | null): CartCustomer | null {
  if (customer === null) return null;
  return { segmentIds: customer.segmentIds, usedPromotionIds: customer.usedPromotionIds };
}

function saleLineOf(
  item: TillItem,
  line: LinePricing,
  taxed: { totalHt: number; totalTtc: number },
  titleOf: (id: number) => string,
): TillSaleLine {
  return {
    key: item.key,
    productId: item.productId,
    combinationId: item.combinationId,
    name: item.name,
    sku: item.sku,
    quantity: line.quantity,
    unitPriceHt: line.unitPrice,
    unitPriceTtc: priceTtc(line.unitPrice, item.taxRateBp),
    unitPriceAfterHt: line.unitPriceAfter,
    taxRateBp: item.taxRateBp,
    totalHt: taxed.totalHt,
    totalTtc: taxed.totalTtc,
    promotions: line.itemDiscounts.map((discount) => ({
      promotionId: discount.promotionId,
      title: titleOf(discount.promotionId),
      amount: discount.amount,
    })),
  };
}

function cartPromotionsOf(pricing: CartPricing, titleOf: (id: number) => string): TillPromotionShare[] {
  return pricing.applied
    .filter((applied) => applied.group === 'cart')
    .map((applied) => ({
      promotionId: applied.promotionId,
      title: titleOf(applied.promotionId),
      amount: applied.amount,
    }));
}

export function priceTillCart(input: PriceTillCartInput): TillPricing {
  const entries = mergedEntries(input.entries).filter((entry) => entry.quantity > 0);
  const items = new Map(entries.map((entry) => [entry.item.key, entry.item]));
  const pricing = priceCart(input.rules, {
    lines: entries.map(cartLineOf),
    customer: cartCustomerOf(input.customer),
    channel: SalesChannel.POS,
    paymentMethod: input.paymentType,
    deliveryPrice: 0,
    couponCodes: input.couponCodes,
    at: input.at,
  });
  const taxed = withTax(pricing, (key) => items.get(key)?.taxRateBp ?? 0);
  const titles = new Map(input.rules.map((rule) => [rule.id, rule.title]));
  const titleOf = (id: number) => titles.get(id) ?? '';
  const lines = pricing.lines.map((line, index) => {
    const item = items.get(line.key);
    const taxedLine = taxed.lines[index];
    if (!item || !taxedLine) throw new Error(`The engine answered an unknown line ${line.key}`);
    return saleLineOf(item, line, taxedLine, titleOf);
  });
  // Before promotions, taxed once per line as withTax does: with no promotion, discount is 0.
  const subtotalTtc = lines.reduce(
    (sum, line) => sum + priceTtc(line.unitPriceHt * line.quantity, line.taxRateBp),
    0,
  );
  return {
    lines,
    subtotalTtc,
    discountTtc: subtotalTtc - taxed.totalTtc,
    total: taxed.totalTtc,
    cartPromotions: cartPromotionsOf(pricing, titleOf),
  };
}
