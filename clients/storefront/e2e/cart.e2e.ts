/**
 * The cart in real Chromium: a card's "add to cart" opens the combination modal (first option
 * preselected, another picked), the line lands in the cart modal and the navbar badge; the product
 * page's buy box adds its chosen combination and quantity; a second tab follows every change (the
 * storage event) both ways; the cart holds the spec's lines exactly; the modal leads to the checkout.
 */
import type { Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import { graphql, productDetail, watchErrors } from './catalogue-api';
import type { ProductDetail } from './catalogue-api';

const journey = setUpJourney();

/** A product of the demo shop with at least two combinations on sale. */
async function productWithOptions(url: string): Promise<ProductDetail> {
  const { products } = await graphql<{ products: { items: { slug: string; inStock: boolean }[] } }>(
    url,
    '{ products(pageSize: 50) { items { slug inStock } } }',
  );
  for (const item of products.items.filter((p) => p.inStock)) {
    const product = await productDetail(url, item.slug);
    if (product.combinations.filter((c) => c.available).length >= 2) return product;
  }
  throw new Error('The demo shop has no product with two combinations on sale');
}

const badge = (page: Page) => page.getByRole('button', { name: /^Panier, / });
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Record<string, unknown>[]);

it('adds from a card through the combination modal and from the product page, followed by a second tab', async () => {
  const { server, context } = journey();
  const product = await productWithOptions(server.url);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${server.url}/search?q=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('button', { name: `Ajouter au panier : ${product.name}` })
    .first()
    .click();

  const choose = page.getByRole('dialog', { name: 'Choisir les options' });
  await choose.waitFor();
  const options = choose.getByRole('radio');
  expect(await options.first().isChecked()).toBe(true);
  // Not the one the product page preselects, so the buy box below adds a second line.
  const available = product.combinations.filter((c) => c.available);
  const preselected = available.find((c) => c.isDefault) ?? available[0];
  const picked = available.find((c) => c.id !== preselected?.id);
  if (!picked) throw new Error('no second option');
  await choose.locator(`input[type="radio"][value="${picked.id}"]`).check();
  await choose.getByRole('button', { name: 'Ajouter au panier' }).click();

  const cartDialog = page.getByRole('dialog', { name: 'Votre panier' });
  await cartDialog.waitFor();
  await cartDialog.getByText(product.name).first().waitFor();
  expect(await badge(page).getAttribute('aria-label')).toBe('Panier, 1 article');
  const [line] = await storedCart(page);
  expect(Object.keys(line ?? {}).sort()).toEqual(
    ['attributes', 'combinationId', 'image', 'name', 'productId', 'quantity', 'unitPrice'].sort(),
  );
  expect(line).toMatchObject({ productId: product.id, combinationId: picked.id, quantity: 1 });
  await cartDialog.getByRole('button', { name: 'Continuer mes achats' }).click();

  // The product page's buy box: its preselected combination, two of them.
  await page.goto(`${server.url}/catalog/product/${product.mainCategory.slug}/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await cartDialog.waitFor();
  await page.waitForFunction(
    () => document.querySelector('.navbar-cart')?.getAttribute('aria-label') === 'Panier, 3 articles',
  );
  const lines = await storedCart(page);
  expect(lines.map((l) => l.quantity).reduce((a, b) => Number(a) + Number(b), 0)).toBe(3);

  // Another tab of the same shopper sees every change, both ways.
  const other = await context.newPage();
  await other.goto(`${server.url}/`);
  await other.waitForFunction(
    () => document.querySelector('.navbar-cart')?.getAttribute('aria-label') === 'Panier, 3 articles',
  );
  await cartDialog
    .getByRole('button', { name: /^Augmenter la quantité de / })
    .first()
    .click();
  await other.waitForFunction(
    () => document.querySelector('.navbar-cart')?.getAttribute('aria-label') === 'Panier, 4 articles',
  );
  await badge(other).click();
  const otherDialog = other.getByRole('dialog', { name: 'Votre panier' });
  await otherDialog
    .getByRole('button', { name: /^Retirer / })
    .first()
    .click();
  await page.waitForFunction(() => {
    const label = document.querySelector('.navbar-cart')?.getAttribute('aria-label') ?? '';
    return label !== 'Panier, 4 articles' && label.startsWith('Panier, ');
  });
  expect((await storedCart(page)).length).toBe(1);
  await other.close();

  // The modal leads to the checkout, which lists what the cart holds.
  await cartDialog.getByRole('link', { name: 'Passer la commande' }).click();
  await page.waitForURL(/\/checkout\/cart\/view$/);
  await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
  expect(await page.locator('.summary-line').count()).toBe(1);
  expect(errors).toEqual([]);
});
