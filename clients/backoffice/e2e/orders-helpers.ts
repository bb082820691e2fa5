/**
 * What the orders journey asks the server directly, as the storefront would: a product the demo shop
 * sells with units in stock, the carriers serving a commune, and a web order placed through the
 * public GraphQL `placeOrder` (the storefront's own request shape), cash on delivery.
 */
import { randomBytes } from 'node:crypto';
import { graphql } from '../../e2e/graphql-api';

/** Alger / Alger Centre: delivered by the demo shop's carriers. */
export const ALGER = 16;
export const ALGER_CENTRE = 1601;

interface Line {
  readonly productId: number;
  readonly combinationId: number | null;
}

interface CartLineAnswer {
  readonly status: string;
  readonly available: number | null;
}

/** A line the shop sells now with at least `minimum` units (the cart's own refresh says so). */
export async function sellableLine(url: string, minimum = 2): Promise<Line> {
  const { products } = await graphql<{ products: { items: { slug: string; inStock: boolean }[] } }>(
    url,
    '{ products(pageSize: 50) { items { slug inStock } } }',
  );
  for (const item of products.items.filter((product) => product.inStock)) {
    const { productPage } = await graphql<{
      productPage: { product: { id: number; combinations: { id: number; available: boolean }[] } };
    }>(
      url,
      'query($slug: String!) { productPage(slug: $slug) { product { id combinations { id available } } } }',
      {
        slug: item.slug,
      },
    );
    const { product } = productPage;
    const combination = product.combinations.find((c) => c.available);
    if (product.combinations.length > 0 && !combination) continue;
    const line = { productId: product.id, combinationId: combination?.id ?? null };
    // Asking for more than any shop holds makes the refresh tell the units there are.
    const { storefrontCartLines } = await graphql<{ storefrontCartLines: CartLineAnswer[] }>(
      url,
      'query($lines: [StorefrontCartLineInput!]!) { storefrontCartLines(lines: $lines) { status available } }',
      { lines: [{ ...line, quantity: 1_000_000 }] },
    );
    const [answer] = storefrontCartLines;
    if (answer && answer.status !== 'NOT_SOLD' && (answer.available ?? 0) >= minimum) return line;
  }
  throw new Error(`The demo shop sells nothing with ${minimum} units in stock`);
}

export interface Carrier {
  readonly id: number;
  readonly name: string;
}

/** The carriers serving a commune, cheapest first (what the storefront's delivery picker shows). */
export async function carriersOf(url: string, communeId: number): Promise<Carrier[]> {
  const { transporters } = await graphql<{ transporters: Carrier[] }>(
    url,
    'query($communeId: Int!) { transporters(communeId: $communeId) { id name } }',
    { communeId },
  );
  return transporters;
}

export interface Shopper {
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
}

/** Places a web order as the storefront does; answers its uuid. */
export async function placeWebOrder(
  url: string,
  shopper: Shopper,
  line: Line,
  carrier: Carrier,
): Promise<string> {
  const { placeOrder } = await graphql<{ placeOrder: { orderUuid: string } }>(
    url,
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderUuid } }',
    {
      input: {
        version: 1,
        channel: 'WEB',
        clientOrderKey: randomBytes(32).toString('hex'),
        customer: shopper,
        deliveryAddress: {
          address: 'Cité 200 logements, bâtiment B',
          wilaya: ALGER,
          commune: ALGER_CENTRE,
          transporter: carrier.id,
        },
        cart: [{ ...line, quantity: 1 }],
        meta: { source: 'cart', locale: 'fr' },
      },
    },
  );
  return placeOrder.orderUuid;
}

/** Letters only (names are 3 to 20 letters): a run's stamp written with a to j. */
export function lettersOf(stamp: number): string {
  return String(stamp).replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
}
