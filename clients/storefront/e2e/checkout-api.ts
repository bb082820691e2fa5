/**
 * What the checkout journeys ask the server directly: a product the demo shop can sell with its
 * stock and current price (storefrontCartLines, the cart's own refresh), and the orders staff see for
 * a phone number, to count what the server holds after each journey.
 */
import type { Page } from 'playwright-core';
import { graphql, productDetail, staffCookie } from './catalogue-api';

export interface SellableLine {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly name: string;
  /** TTC centimes now, promotion included. */
  readonly unitPrice: number;
  readonly available: number;
  readonly path: string;
}

interface CartLineAnswer {
  status: string;
  unitPrice: number | null;
  available: number | null;
}

/**
 * The line as the cart's refresh sees it. It asks for more than any shop holds: the query tells the
 * units left only to a line that asks too many (it is public), and that is what the journeys need.
 */
async function lineState(
  url: string,
  productId: number,
  combinationId: number | null,
): Promise<CartLineAnswer> {
  const { storefrontCartLines } = await graphql<{ storefrontCartLines: CartLineAnswer[] }>(
    url,
    'query($lines: [StorefrontCartLineInput!]!) { storefrontCartLines(lines: $lines) { status unitPrice available } }',
    { lines: [{ productId, combinationId, quantity: 1_000_000 }] },
  );
  const [answer] = storefrontCartLines;
  if (!answer) throw new Error('No answer for the line');
  return answer;
}

/** Sellable lines of the demo shop with at least `minimum` units available, `count` of them. */
export async function sellableLines(url: string, count: number, minimum = 3): Promise<SellableLine[]> {
  const { products } = await graphql<{
    products: { items: { slug: string; mainCategory: { slug: string }; inStock: boolean }[] };
  }>(url, '{ products(pageSize: 50) { items { slug inStock mainCategory { slug } } } }');
  const found: SellableLine[] = [];
  for (const item of products.items.filter((p) => p.inStock)) {
    const product = await productDetail(url, item.slug);
    const combination =
      product.combinations.find((c) => c.isDefault && c.available) ??
      product.combinations.find((c) => c.available);
    if (product.combinations.length > 0 && !combination) continue;
    const state = await lineState(url, product.id, combination?.id ?? null);
    if (state.status === 'NOT_SOLD' || (state.available ?? 0) < minimum || state.unitPrice === null) continue;
    found.push({
      productId: product.id,
      combinationId: combination?.id ?? null,
      name: product.name,
      unitPrice: state.unitPrice,
      available: state.available ?? 0,
      path: `/catalog/product/${product.mainCategory.slug}/${product.slug}`,
    });
    if (found.length === count) return found;
  }
  throw new Error(`The demo shop has fewer than ${count} products with ${minimum} units`);
}

export async function availableOf(url: string, line: SellableLine): Promise<number> {
  return (await lineState(url, line.productId, line.combinationId)).available ?? 0;
}

export interface PlacedOrder {
  uuid: string;
  total: number;
  offline: boolean;
}

/** The orders staff see for a phone number (the server's count is the journey's proof). */
export async function ordersOf(url: string, phone: string): Promise<PlacedOrder[]> {
  const cookie = await staffCookie(url);
  const { orders } = await graphql<{ orders: { items: PlacedOrder[] } }>(
    url,
    'query($search: String) { orders(filter: { search: $search }, pageSize: 50) { items { uuid total offline } } }',
    { search: phone },
    { cookie },
  );
  return orders.items;
}

/** The spec's cart line in localStorage, as the cart saves it (a stale price on purpose, if given). */
export async function putInCart(
  page: Page,
  lines: readonly (SellableLine & { quantity: number; price?: number })[],
) {
  await page.evaluate(
    (cart) => {
      localStorage.setItem('cart', JSON.stringify(cart));
    },
    lines.map((line) => ({
      productId: line.productId,
      combinationId: line.combinationId,
      unitPrice: line.price ?? line.unitPrice,
      quantity: line.quantity,
      name: line.name,
      image: null,
      attributes: null,
    })),
  );
}

/** Fills the customer form by the spec's data keys, and picks Alger / Alger Centre and a carrier. */
export async function fillCustomerForm(
  page: Page,
  customer: { firstname: string; lastname: string; phone: string },
) {
  const form = page.locator('form').filter({ has: page.locator('[name="firstname"]') });
  await form.locator('[name="firstname"]').fill(customer.firstname);
  await form.locator('[name="lastname"]').fill(customer.lastname);
  await form.locator('[name="phone"]').fill(customer.phone);
  await form.locator('[name="phone"]').blur();
  await form.locator('[name="address"]').fill('Cité 200 logements, bâtiment B');
  await form.locator('select[name="wilaya"] option[value="16"]').waitFor({ state: 'attached' });
  await form.locator('select[name="wilaya"]').selectOption('16');
  await form.locator('select[name="commune"] option[value="1601"]').waitFor({ state: 'attached' });
  await form.locator('select[name="commune"]').selectOption('1601');
  await form.locator('.transporters__list button').first().click();
  await form.getByTestId('selected-transporter').waitFor();
}

/** The checkout requests the page sends, counted from now on. */
export function countCheckoutPosts(page: Page): { count: () => number } {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/web/api/cart/checkout')
      posts += 1;
  });
  return { count: () => posts };
}
