/**
 * Prices a cart on the server with the shared engine: the same function the POS runs offline. Every
 * price comes from the database (a price sent by a client is never read); the rules come from the
 * live-rules cache. A storefront visitor prices an eCommerce cart; staff who sell (POS_SALE or
 * ORDERS) may price any channel for a known customer.
 */
import { Permission, PromotionScope, SalesChannel, priceCart, withTax } from '@tijara/schema';
import type {
  CartCustomer,
  CartPricing,
  CartSnapshot,
  PaymentType,
  PromotionRule,
  TaxedCart,
} from '@tijara/schema';
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
import { unitPriceHt } from './shown-unit-price';

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

/** The lines no product (or no active combination) answers for, by line index. */
export function unsellableLines(
  lines: readonly CartLineRequest[],
  facts: readonly CartLineFacts[],
): Record<number, string> {
  const problems: Record<number, string> = {};
  lines.forEach((line, index) => {
    const fact = facts[index];
    if (!fact || fact.productId === null) {
      problems[index] = 'This product is not sold in this shop';
    } else if (line.combinationId !== null && fact.combinationId === null) {
      problems[index] = 'Not an available combination of this product';
    } else if (line.combinationId === null && fact.hasCombinations) {
      problems[index] = 'Choose a combination of this product';
    }
  });
  return problems;
}

function lineErrors(lines: readonly CartLineRequest[], facts: readonly CartLineFacts[]) {
  const errors: Record<string, string[]> = {};
  for (const [index, message] of Object.entries(unsellableLines(lines, facts))) {
    const field = message.startsWith('This product') ? 'productId' : 'combinationId';
    errors[`lines.${index}.${field}`] = [message];
  }
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

/** A cart whose lines were checked (merged, all sellable) and whose facts were read. */
export interface CartWithFacts {
  readonly shopUuid: string;
  readonly lines: readonly CartLineRequest[];
  readonly facts: readonly CartLineFacts[];
  readonly channel: SalesChannel;
  readonly customer: CartCustomer | null;
  readonly couponCodes: readonly string[];
  readonly paymentMethod: PaymentType | null;
  readonly deliveryPrice: number;
  /** Epoch milliseconds the cart is priced at. */
  readonly at: number;
}

/** Whether any rule depends on who the customer is (segments, single-use coupons). */
export function rulesNeedCustomer(rules: readonly PromotionRule[]): boolean {
  return rules.some((rule) => rule.scope === PromotionScope.CUSTOMER_SEGMENT || rule.singleUse);
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
    const priced = await this.priceFacts(ctx, {
      shopUuid,
      lines: cart.lines,
      facts,
      channel: request.channel,
      customer,
      couponCodes: cart.couponCodes,
      paymentMethod: request.paymentMethod,
      deliveryPrice: cart.deliveryPrice,
      at: ctx.now.getTime(),
    });
    return { ...priced, staff };
  }

  /** The shop's live rules (cached until the catalogue revision moves). */
  rulesOf(ctx: RequestContext, shopUuid: string): Promise<ShopRules> {
    return this.cache.rulesOf(ctx, shopUuid);
  }

  /**
   * Prices checked lines with their facts on the shop's live rules: what checkout and POS sync call
   * once they have read the facts themselves (no access check here: the caller made it).
   */
  async priceFacts(ctx: RequestContext, cart: CartWithFacts): Promise<Omit<PricedCart, 'staff'>> {
    const rules = await this.cache.rulesOf(ctx, cart.shopUuid);
    const found = withFacts(cart.lines, cart.facts);
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
          unitPrice: unitPriceHt(fact),
        };
      }),
      customer: cart.customer,
      channel: cart.channel,
      paymentMethod: cart.paymentMethod,
      deliveryPrice: cart.deliveryPrice,
      couponCodes: cart.couponCodes,
      at: cart.at,
    };
    const pricing = priceCart(rules.rules as PromotionRule[], snapshot);
    const taxRates = new Map(found.map(({ line, fact }) => [lineKey(line), fact.taxRateBp]));
    const taxed = withTax(pricing, (key) => taxRates.get(key) ?? 0);
    const lines = found.map(({ line, fact }) => ({ ...line, taxRateBp: fact.taxRateBp }));
    return { shopUuid: cart.shopUuid, lines, pricing, taxed, rules };
  }
}
