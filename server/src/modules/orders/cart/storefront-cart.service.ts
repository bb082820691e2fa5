/**
 * The storefront cart's refresh: what the shop says now of each line a shopper holds (offline carts
 * keep lines for days). Whether it still sells is the checkout's own rule (`selectCartLines` and
 * `unsellableLines` of promotions); the price is the one the product page shows (`shownUnitPrice`:
 * the catalogue offer in force); the stock is what the checkout could reserve, in the shop's default
 * warehouse (`OrderReservations.available`). Two statements whatever the number of lines (the facts
 * and the stock, sent together), plus the live rules when their cache is cold; none for no line.
 *
 * Stock is read fresh on every call: a sale or a reservation moves it without a catalogue write, and
 * making every order bump the catalogue revision would empty the listing caches and the live rules
 * at each sale to keep one cart honest.
 */
import { BadUserInputError } from '../../../core/errors';
import { concurrentReads } from '../../../core/concurrent-reads';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { CardPricer } from '../../catalog';
import { cartLineErrors, selectCartLines, shownUnitPrice, unsellableLines } from '../../promotions';
import type { CartLineFacts, CartLineRequest, SoldLineFacts } from '../../promotions';
import type { ShopService } from '../../shop';
import type { OrderReservations } from '../../stock';
import { cartLineState } from './cart-line-status';
import type { CartLineState } from './cart-line-status';

/** Lines one refresh may ask about (a cart holds fewer; the client asks again past it). */
export const MAX_REFRESHED_LINES = 100;

export interface StorefrontCartDeps {
  /** The live promotions (the promotions module's rule cache, as the catalogue reads them). */
  readonly pricing: CardPricer;
  readonly shops: ShopService;
  readonly reservations: OrderReservations;
}

export interface CartRefreshRequest {
  /** Null: the installation's default shop. */
  readonly shopUuid: string | null;
  readonly lines: readonly CartLineRequest[];
}

/** The facts of a line the shop sells, else null (`unsellable`: unsellableLines of the same lines). */
function soldFacts(
  fact: CartLineFacts | undefined,
  unsellable: Readonly<Record<number, string>>,
  index: number,
): SoldLineFacts | null {
  if (!fact || index in unsellable || fact.productId === null) return null;
  return { ...fact, productId: fact.productId };
}

export class StorefrontCartService {
  constructor(private readonly deps: StorefrontCartDeps) {}

  /**
   * One answer per line, in the order asked (a line asked twice is answered twice, each on its own
   * quantity). BAD_USER_INPUT naming each field at fault: more than MAX_REFRESHED_LINES lines, an id
   * that is not a whole positive number, a quantity outside 1 to MAX_STOCK_QUANTITY.
   */
  async refreshLines(ctx: RequestContext, request: CartRefreshRequest): Promise<CartLineState[]> {
    const { lines } = request;
    const errors = cartLineErrors(lines, MAX_REFRESHED_LINES);
    if (Object.keys(errors).length > 0) throw new BadUserInputError(errors, 'The cart lines are not valid');
    const named = request.shopUuid === null ? null : parseUuid('shopUuid', request.shopUuid);
    if (lines.length === 0) return [];
    const shopUuid = named ?? (await this.deps.shops.defaultShopUuid(ctx));
    const [facts, units] = await concurrentReads(
      ctx.em,
      () => selectCartLines(ctx.em, shopUuid, lines),
      () => this.deps.reservations.available(ctx.em, shopUuid, lines),
    );
    const unsellable = unsellableLines(lines, facts);
    const pricing = await this.deps.pricing.forShop(ctx, shopUuid);
    return lines.map((line, index) => {
      const fact = soldFacts(facts[index], unsellable, index);
      const sold = fact && { unitPrice: shownUnitPrice(pricing, fact), available: units[index] ?? 0 };
      return cartLineState(line, sold);
    });
  }
}
