/**
 * A shop's live promotions as the engine reads them, valid until the catalogue next changes (see
 * promotion-rule-cache.ts), and what they give at a given moment. Between two starts or ends of its
 * promotions nothing the engine answers can change, so answers are memoised per such interval (the
 * epoch, named by the last start or end passed).
 */
import { SalesChannel, catalogueOffer } from '@tijara/schema';
import type { CatalogueOffer, CatalogueProduct, PromotionRule } from '@tijara/schema';
import type { PromotedPrices, PromotionReach, ShopCardPricing } from '../../catalog';
import type { CoveredProductRow, LiveRuleRow, LiveRulesRow } from './live-rules.sql';

/** Past this many memoised offers in one epoch the memo starts again (a bound, not a working size). */
const MAX_MEMOISED_OFFERS = 100_000;

export function ruleOf(row: LiveRuleRow): PromotionRule {
  return {
    id: row.id,
    scope: row.scope,
    targetIds: row.scope === 'category' ? (row.categoryIds ?? []) : row.targetIds,
    paymentMethods: row.paymentMethods,
    priority: row.priority,
    active: true,
    startsAt: Date.parse(row.startsAt),
    endsAt: Date.parse(row.endsAt),
    couponCode: row.couponCode,
    singleUse: row.singleUse,
    discountType: row.discountType,
    value: row.value,
    combinability: row.combinability,
    channels: row.channels,
    minimumSubtotal: row.minimumSubtotal,
  };
}

function coveredProduct([
  productId,
  unitPrice,
  brandId,
  brandLineId,
  categoryIds,
  collectionIds,
]: CoveredProductRow): CatalogueProduct {
  return { productId, unitPrice, brandId, brandLineId, categoryIds, collectionIds };
}

class EpochPricing implements ShopCardPricing {
  private readonly offers = new Map<string, CatalogueOffer | null>();
  private promoted: PromotedPrices | undefined;

  constructor(
    readonly epoch: string,
    private readonly shop: ShopRules,
    private readonly at: number,
  ) {}

  offerFor(product: CatalogueProduct): CatalogueOffer | null {
    const key = `${product.productId}:${product.unitPrice}`;
    const known = this.offers.get(key);
    if (known !== undefined) return known;
    if (this.offers.size >= MAX_MEMOISED_OFFERS) this.offers.clear();
    const offer = catalogueOffer(this.shop.rules, product, this.at);
    this.offers.set(key, offer);
    return offer;
  }

  promotedPrices(): PromotedPrices {
    if (this.promoted) return this.promoted;
    const productIds: number[] = [];
    const pricesHt: number[] = [];
    for (const row of this.shop.covered) {
      const offer = this.offerFor(coveredProduct(row));
      if (offer) {
        productIds.push(row[0]);
        pricesHt.push(offer.priceAfter);
      }
    }
    this.promoted = { productIds, pricesHt };
    return this.promoted;
  }

  reachOf(ref: { readonly id?: number; readonly uuid?: string }): PromotionReach | null {
    const row = this.shop.rows.find((r) => (ref.id !== undefined ? r.id === ref.id : r.uuid === ref.uuid));
    if (!row || !this.shop.runsForStorefront(row, this.at)) return null;
    const rule = this.shop.ruleById(row.id);
    const showcase = {
      uuid: row.uuid,
      texts: row.translations,
      bannerKey: row.bannerThumbKey,
      endsAt: row.endsAt,
    };
    return { promotionId: row.id, scope: row.scope, targetIds: rule?.targetIds ?? [], showcase };
  }
}

export class ShopRules {
  readonly rows: readonly LiveRuleRow[];
  readonly rules: readonly PromotionRule[];
  readonly covered: readonly CoveredProductRow[];
  /** Every start and end, ascending. */
  private readonly boundaries: readonly number[];
  private current: EpochPricing | null = null;

  constructor(row: LiveRulesRow) {
    this.rows = row.rules;
    this.rules = row.rules.map(ruleOf);
    this.covered = row.covered;
    const instants = this.rules.flatMap((rule) => [rule.startsAt, rule.endsAt]);
    this.boundaries = [...new Set(instants)].sort((a, b) => a - b);
  }

  ruleById(id: number): PromotionRule | undefined {
    return this.rules.find((rule) => rule.id === id);
  }

  /** The last start or end at or before `at` (0 before any). */
  epochAt(at: number): string {
    let last = 0;
    for (const instant of this.boundaries) {
      if (instant > at) break;
      last = instant;
    }
    return String(last);
  }

  runsForStorefront(row: LiveRuleRow, at: number): boolean {
    const rule = this.ruleById(row.id);
    return (
      rule !== undefined &&
      rule.startsAt <= at &&
      at < rule.endsAt &&
      rule.channels.includes(SalesChannel.ECOMMERCE)
    );
  }

  /** The shop's running storefront promotions: featured first, then by priority, soonest ending first. */
  runningForStorefront(at: number): LiveRuleRow[] {
    return this.rows
      .filter((row) => this.runsForStorefront(row, at))
      .sort(
        (a, b) =>
          Number(b.featured) - Number(a.featured) ||
          b.priority - a.priority ||
          Date.parse(a.endsAt) - Date.parse(b.endsAt) ||
          a.id - b.id,
      );
  }

  /** What the promotions give at `at`, memoised for the epoch `at` falls in. */
  at(at: number): ShopCardPricing {
    const epoch = this.epochAt(at);
    if (this.current?.epoch !== epoch) this.current = new EpochPricing(epoch, this, at);
    return this.current;
  }
}
