/**
 * Prices a cart on the server with the shared engine: the same function the POS runs offline. Every
 * price comes from the database (a price sent by a client is never read); the rules come from the
 * live-rules cache. A storefront visitor prices an eCommerce cart; staff who sell (POS_SALE or
 * ORDERS) may price any channel for a known customer.
 */
import { Permission, SalesChannel, priceCart, withTax } from '@tijara/schema';
import type { CartPricing, CartSnapshot, PaymentType, PromotionRule, TaxedCart } from '@tijara/schema';
import { assertActor, assertCanActInShop } from '../../../core/access';
import { BadUserInputError, ForbiddenError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { ShopService } from '../../shop';
import { selectCartLines } from './cart-lines.sql';
import type { CartLineFacts } from './cart-lines.sql';
import { checkCart, lineKey } from './cart-request';
import type { CartLineRequest } from './cart-request';
import { customerFacts } from './customer-facts.sql';
import type { PromotionRuleCache } from './promotion-rule-cache';
import type { ShopRules } from './shop-rules';

export interface PriceCartRequest {
  readonly shopUuid: string | null;
  readonly lines: readonly CartLineRequest[];
  readonly channel: SalesChannel;
  readonly customerId: number | null;
  readonly couponCodes: readonly string[];
  readonly paymentMethod: PaymentType | null;
  /** Centimes (a preview: checkout computes it from the carrier and the commune). */
  readonly deliveryPrice: number;
}

export interface PricedLine extends CartLineRequest {
  readonly taxRateBp: number;
}

export interface PricedCart {
  readonly shopUuid: string;
  readonly lines: readonly PricedLine[];
  readonly pricing: CartPricing;
  readonly taxed: TaxedCart;
  readonly rules: ShopRules;
  /** Whether the caller is staff who sell (they see every promotion's reason). */
  readonly staff: boolean;
}

function isSellingStaff(ctx: RequestContext): boolean {
  const permissions = ctx.actor?.permissions;
  return (
    permissions !== undefined && (permissions.has(Permission.POS_SALE) || permissions.has(Permission.ORDERS))
  );
}

function lineErrors(lines: readonly CartLineRequest[], facts: readonly CartLineFacts[]) {
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    const fact = facts[index];
    if (!fact || fact.productId === null) {
      errors[`lines.${index}.productId`] = ['This product is not sold in this shop'];
    } else if (line.combinationId !== null && fact.combinationId === null) {
      errors[`lines.${index}.combinationId`] = ['Not an available combination of this product'];
    } else if (line.combinationId === null && fact.hasCombinations) {
      errors[`lines.${index}.combinationId`] = ['Choose a combination of this product'];
    }
  });
  return errors;
}

/** Each line with its facts (every line has some once lineErrors found none missing). */
function withFacts(lines: readonly CartLineRequest[], facts: readonly CartLineFacts[]) {
  return lines.map((line, index) => {
    const fact = facts[index];
    if (!fact) throw new Error(`No facts for cart line ${index}`);
    return { line, fact };
  });
}

export class CartPricingService {
  constructor(
    private readonly cache: PromotionRuleCache,
    private readonly shops: ShopService,
  ) {}

  async price(ctx: RequestContext, request: PriceCartRequest): Promise<PricedCart> {
    const staff = request.channel !== SalesChannel.ECOMMERCE || request.customerId !== null;
    if (staff) {
      assertActor(ctx);
      if (!isSellingStaff(ctx))
        throw new ForbiddenError('Pricing for a channel or a customer is for selling staff');
    }
    const cart = checkCart(request.lines, request.couponCodes, request.deliveryPrice);
    const shopUuid =
      request.shopUuid === null
        ? await this.shops.defaultShopUuid(ctx)
        : parseUuid('shopUuid', request.shopUuid);
    if (staff) assertCanActInShop(ctx, shopUuid);
    const facts = await selectCartLines(ctx.em, shopUuid, cart.lines);
    const errors = lineErrors(cart.lines, facts);
    if (Object.keys(errors).length > 0) throw new BadUserInputError(errors, 'Some lines cannot be priced');
    const customer =
      request.customerId === null ? null : await customerFacts(ctx.em, shopUuid, request.customerId);
    const rules = await this.cache.rulesOf(ctx, shopUuid);
    const found = withFacts(cart.lines, facts);
    const snapshot: CartSnapshot = {
      lines: found.map(({ line, fact }) => {
        return {
          key: lineKey(line),
          productId: line.productId,
          categoryIds: fact.categoryIds,
          brandId: fact.brandId,
          brandLineId: fact.brandLineId,
          collectionIds: fact.collectionIds,
          quantity: line.quantity,
          // Money columns may come back as strings (bigint): add numbers, never concatenate.
          unitPrice: Math.max(0, Number(fact.priceHt) + Number(fact.priceImpactHt)),
        };
      }),
      customer,
      channel: request.channel,
      paymentMethod: request.paymentMethod,
      deliveryPrice: cart.deliveryPrice,
      couponCodes: cart.couponCodes,
      at: ctx.now.getTime(),
    };
    const pricing = priceCart(rules.rules as PromotionRule[], snapshot);
    const taxRates = new Map(found.map(({ line, fact }) => [lineKey(line), fact.taxRateBp]));
    const taxed = withTax(pricing, (key) => taxRates.get(key) ?? 0);
    const lines = found.map(({ line, fact }) => ({ ...line, taxRateBp: fact.taxRateBp }));
    return { shopUuid, lines, pricing, taxed, rules, staff };
  }
}
