/**
 * The shop window, as a shopper on the demo shop walks it: the home page's header and carousels, a
 * category from the menu, filtered by brand and price, sorted, resized and paged with the address
 * holding the state (the back button undoes), a product's combinations, cross-selling loaded once on
 * scroll, a review sent, published by staff through the API and shown on reload; bad addresses and
 * unknown slugs as clear pages (and 404s for the server); shared links' heads; an Arabic pass.
 * Everything the pages should show is asked of the API first, so no seed detail is hard-coded.
 */
import type { Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import {
  brandOptions,
  browsableCategory,
  centimesOf,
  combinationChoice,
  countIn,
  countOperations,
  graphql,
  pageSlugs,
  payable,
  productCount,
  productDetail,
  publishPendingReview,
  shownPrices,
  watchErrors,
} from './catalogue-api';
import type { DetailCombination, MenuCategory, ProductDetail, ProductFilterInput } from './catalogue-api';

const journey = setUpJourney();

/** Shared by the steps of the walk: one tab, as a shopper has. */
let page: Page;
let operations: Map<string, number>;
let errors: string[];
let category: MenuCategory;
let product: ProductDetail;
let choice: { preselected: DetailCombination; other: DetailCombination; soldOut: DetailCombination };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The products of the listing on screen, once it shows its answer (not the previous one, dimmed). */
async function waitForCards(expected: string[]): Promise<void> {
  await page.waitForFunction((slugs) => {
    const grid = document.querySelector('.listing-grid');
    if (!grid || grid.getAttribute('aria-busy') === 'true') return false;
    const shown = Array.from(
      grid.querySelectorAll('.product-card__title a'),
      (a) => new URL((a as HTMLAnchorElement).href).pathname.split('/').pop() ?? '',
    );
    return JSON.stringify(shown) === JSON.stringify(slugs);
  }, expected);
}

async function cardPrices(): Promise<number[]> {
  const texts = await page.locator('.listing-grid .product-card__current-price').allTextContents();
  return texts.map(centimesOf);
}

async function shownCount(): Promise<number> {
  return countIn(await page.locator('.listing-toolbar__count').textContent());
}

/** The found count says `expected` (grouped as the locale groups thousands). */
async function waitForCount(expected: number, tab: Page = page): Promise<void> {
  await tab.waitForFunction(
    (n) => document.querySelector('.listing-toolbar__count')?.textContent?.replace(/\D/g, '') === String(n),
    expected,
  );
}

const searchOf = () => new URL(page.url()).searchParams;

it('shows the home page: the header with the shop’s menu, search, language, and product carousels', async () => {
  const { server, context } = journey();
  ({ category } = await browsableCategory(server.url));
  page = await context.newPage();
  errors = watchErrors(page);
  operations = countOperations(page);
  await page.goto(`${server.url}/`);

  const header = page.locator('header.shell-header');
  const menu = header.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('listitem').first().waitFor();
  await header.getByRole('searchbox').or(header.getByLabel('Rechercher dans la boutique')).first().waitFor();
  await header.getByLabel('Langue').waitFor();
  for (const title of ['Nos coups de cœur', 'Nouveautés']) {
    const carousel = page.locator(`section.carousel--products[aria-label="${title}"]`);
    await carousel.locator('article.product-card').first().waitFor();
    expect(await carousel.locator('article.product-card').count()).toBeGreaterThan(1);
  }
  expect(errors).toEqual([]);
});

it('opens a category, filters by brand and price, sorts, resizes, pages, and goes back', async () => {
  const { server } = journey();
  // The header's menu is the shop's composed one (content-home.e2e.ts follows it): the category is opened by its address.
  await page.goto(`${server.url}/catalog/category/${category.slug}`);
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
  const scope: ProductFilterInput = { categorySlug: category.slug };
  const all = await productCount(server.url, scope);
  await waitForCount(all);
  await waitForCards(await pageSlugs(server.url, scope));

  // A brand: the biggest of the category, so that the price filter still leaves several pages.
  const [brand] = (await brandOptions(server.url, scope)).sort((a, b) => b.count - a.count);
  if (!brand) throw new Error('The category has no brand');
  const filters = page.locator('aside.listing-filters');
  await filters.locator('summary', { hasText: 'Marques' }).click();
  const brandBox = filters.getByRole('checkbox', { name: new RegExp(`^${escape(brand.name)}\\b`) });
  // Ticked from the address (a router transition): a click, then the address, then the tick.
  await brandBox.click();
  await page.waitForURL((url) => url.searchParams.getAll('brand').includes(String(brand.id)));
  await page.waitForFunction((box) => (box as HTMLInputElement).checked, await brandBox.elementHandle());
  const byBrand: ProductFilterInput = { ...scope, brandIds: [brand.id] };
  expect(brand.count).toBe(await productCount(server.url, byBrand));
  expect(brand.count).toBeLessThan(all);
  await waitForCount(brand.count);

  // A price range inside the brand's: whole dinars, as typed.
  const prices = await shownPrices(server.url, byBrand);
  const min = Math.ceil((prices[Math.floor(prices.length * 0.2)] ?? 0) / 100);
  const max = Math.floor((prices[Math.floor(prices.length * 0.8)] ?? 0) / 100);
  const ranged: ProductFilterInput = { ...byBrand, priceMin: min * 100, priceMax: max * 100 };
  const inRange = await productCount(server.url, ranged);
  expect(inRange).toBeGreaterThan(24);
  expect(inRange).toBeLessThan(brand.count);
  await filters.locator('summary', { hasText: 'Prix' }).click();
  await filters.getByLabel('Minimum (DA)').fill(String(min));
  await filters.getByLabel('Maximum (DA)').fill(String(max));
  await filters.getByRole('button', { name: 'Appliquer le prix' }).click();
  await page.waitForURL((url) => url.searchParams.get('min') === String(min));
  expect(searchOf().get('max')).toBe(String(max));
  await waitForCount(inRange);
  await waitForCards(await pageSlugs(server.url, ranged));

  // Cheapest first: each card costs no less than the one before it, all within the range.
  await page.getByLabel('Trier par').selectOption('price_asc');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
  await waitForCards(await pageSlugs(server.url, ranged, { sort: 'PRICE_ASC' }));
  const sorted = await cardPrices();
  expect(sorted.length).toBe(12);
  sorted.slice(1).forEach((price, i) => expect(price).toBeGreaterThanOrEqual(sorted[i] ?? 0));
  sorted.forEach((price) => {
    expect(price).toBeGreaterThanOrEqual(min * 100);
    expect(price).toBeLessThanOrEqual(max * 100);
  });

  await page.getByLabel('Produits par page').selectOption('24');
  await page.waitForURL((url) => url.searchParams.get('size') === '24');
  const firstPage = await pageSlugs(server.url, ranged, { sort: 'PRICE_ASC', pageSize: 24 });
  await waitForCards(firstPage);
  const firstPrices = await cardPrices();

  await page
    .getByRole('navigation', { name: 'Pages de résultats' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await waitForCards(await pageSlugs(server.url, ranged, { sort: 'PRICE_ASC', page: 2, pageSize: 24 }));
  expect((await cardPrices())[0]).toBeGreaterThanOrEqual(firstPrices[firstPrices.length - 1] ?? 0);
  await expect(shownCount()).resolves.toBe(inRange);

  // Back: page 1 of the same listing, every choice still in place.
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('page'));
  await waitForCards(firstPage);
  const search = searchOf();
  expect(search.getAll('brand')).toEqual([String(brand.id)]);
  expect([search.get('min'), search.get('max'), search.get('sort'), search.get('size')]).toEqual([
    String(min),
    String(max),
    'price_asc',
    '24',
  ]);
  await expect(page.getByLabel('Trier par').inputValue()).resolves.toBe('price_asc');
  await expect(page.getByLabel('Produits par page').inputValue()).resolves.toBe('24');
  await expect(
    filters.getByRole('checkbox', { name: new RegExp(`^${escape(brand.name)}\\b`) }).isChecked(),
  ).resolves.toBe(true);
  await expect(filters.getByLabel('Minimum (DA)').inputValue()).resolves.toBe(String(min));

  // A product of this page with a sold-out combination and another to pick, at another price if possible.
  const candidates: { detail: ProductDetail; found: NonNullable<ReturnType<typeof combinationChoice>> }[] =
    [];
  for (const slug of firstPage) {
    const detail = await productDetail(server.url, slug);
    const found = combinationChoice(detail);
    if (found) candidates.push({ detail, found });
  }
  const best =
    candidates.find(({ found }) => payable(found.other) !== payable(found.preselected)) ?? candidates[0];
  if (!best) throw new Error('No product of the page has a sold-out combination and another one to pick');
  ({ detail: product, found: choice } = best);
  expect(errors).toEqual([]);
});

it('opens a product, picks another combination (not a sold-out one), and loads cross-selling once on scroll', async () => {
  const before = operations.get('CrossSelling') ?? 0;
  expect(before).toBe(0);
  await page.locator(`.listing-grid .product-card__title a[href$="/${product.slug}"]`).click();
  await page.waitForURL(`**/catalog/product/${product.mainCategory.slug}/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

  const price = page.getByTestId('product-price').locator('.product-price__current');
  const radio = (c: DetailCombination) =>
    page.getByRole('radio', { name: new RegExp(`^${escape(c.label)}\\b`) });
  await expect(radio(choice.preselected).isChecked()).resolves.toBe(true);
  expect(centimesOf((await price.textContent()) ?? '')).toBe(payable(choice.preselected));
  await expect(radio(choice.soldOut).isDisabled()).resolves.toBe(true);
  await page.locator('label.combination', { hasText: choice.soldOut.label }).click({ force: true });
  await expect(radio(choice.preselected).isChecked()).resolves.toBe(true);

  await radio(choice.other).check();
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-slot="buy-box"]')?.getAttribute('data-combination-id') === expected,
    String(choice.other.id),
  );
  expect(centimesOf((await price.textContent()) ?? '')).toBe(payable(choice.other));

  // The page above the fold is all there (the lazy delivery estimate too): still no cross-selling asked.
  await page.getByLabel('Wilaya').waitFor();
  const crossSelling = page.getByTestId('cross-selling');
  const distance = await crossSelling.evaluate(
    (element) => element.getBoundingClientRect().top - innerHeight,
  );
  expect(distance).toBeGreaterThan(200);
  expect(operations.get('CrossSelling') ?? 0).toBe(0);

  await crossSelling.scrollIntoViewIfNeeded();
  await crossSelling.locator('section.carousel article.product-card').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(operations.get('CrossSelling')).toBe(1);
  expect(errors).toEqual([]);
});

it('takes a review with every field, which shows on reload once staff have published it', async () => {
  const { server } = journey();
  const author = `Karima Journey ${Date.now() % 100_000}`;
  const text = 'Très bon téléphone, livré en deux jours à Alger.';
  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Avis des clients' }).click();
  await page.getByRole('button', { name: 'Donner mon avis' }).click();
  const form = page.locator('form.review-form');

  const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  const fields = [
    ['Votre nom', 'name', author],
    ['Votre adresse e-mail', 'email', 'karima.journey@example.dz'],
    ['Votre numéro de téléphone', 'phone', '0661234567'],
    ['Date d’achat', 'purchaseDate', yesterday],
    ['Votre avis', 'text', text],
  ] as const;
  for (const [label, name, value] of fields) {
    const input = form.getByLabel(label, { exact: true });
    await expect(input.getAttribute('name')).resolves.toBe(name);
    await input.fill(value);
  }
  const rating = form.getByRole('radio', { name: '4 étoiles' });
  await expect(rating.getAttribute('name')).resolves.toBe('rating');
  await rating.check({ force: true });
  for (const [label, name] of [
    ['J’ai acheté ce produit dans cette boutique', 'boughtHere'],
    ['J’accepte que mon avis et mon nom soient publiés après vérification', 'acceptedPolicy'],
  ] as const) {
    const tick = form.getByLabel(label);
    await expect(tick.getAttribute('name')).resolves.toBe(name);
    await tick.check();
  }
  // A photo: one of the shop's own product images, as a shopper's upload.
  const imageUrl = await page
    .locator('.product-page__gallery img')
    .first()
    .evaluate((img) => (img as HTMLImageElement).currentSrc);
  const photo = Buffer.from(await (await fetch(imageUrl)).arrayBuffer());
  const upload = form.getByLabel('Une photo (facultatif)');
  await expect(upload.getAttribute('name')).resolves.toBe('image');
  await upload.setInputFiles({ name: 'photo.webp', mimeType: 'image/webp', buffer: photo });

  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await page.getByRole('status').filter({ hasText: 'Merci pour votre avis !' }).waitFor();
  // Not shown before moderation: the published ones (or none) are, without it.
  await page.locator('.reviews .review-list, .reviews .reviews__none').first().waitFor();
  await expect(page.locator('.reviews').getByText(author).count()).resolves.toBe(0);

  await publishPendingReview(server.url, product.id, author);
  await page.reload();
  await tabs.getByRole('tab', { name: 'Avis des clients' }).click();
  const review = page.locator('.review-list .review', { hasText: author });
  await review.waitFor();
  await expect(review.locator('.review__text').textContent()).resolves.toContain(text);
  const shownPhoto = review.locator('.review__images img');
  await shownPhoto.waitFor();
  const box = await shownPhoto.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(100);
  expect(box?.height).toBeLessThanOrEqual(100);
  expect(errors).toEqual([]);
});

it('opens a malformed listing address and one past the end as clear pages, without an error loop', async () => {
  const { server, context } = journey();
  const tab = await context.newPage();
  const tabErrors = watchErrors(tab);
  const tabOperations = countOperations(tab);
  const base = `${server.url}/catalog/category/${category.slug}`;
  await tab.goto(`${base}?min=abc&max=-5&page=-3&sort=nope&size=7&brand=x&brand=0&f.=&a.colour=`);
  await tab.getByRole('heading', { level: 1, name: category.name }).waitFor();
  const all = await productCount(server.url, { categorySlug: category.slug });
  await waitForCount(all, tab);
  await tab.locator('.listing-grid[aria-busy="false"] article.product-card').nth(11).waitFor();
  await expect(tab.locator('.listing-grid article.product-card').count()).resolves.toBe(12);
  await expect(tab.getByLabel('Trier par').inputValue()).resolves.toBe('');
  await expect(tab.getByLabel('Produits par page').inputValue()).resolves.toBe('12');
  // One question for the products (the page's), not a retry storm.
  expect(tabOperations.get('Products')).toBe(1);

  await tab.goto(`${base}?page=999`);
  await tab.getByText('Cette page est au-delà de la fin de la liste.').waitFor();
  await tab.getByRole('link', { name: 'Revenir à la page 1' }).click();
  await tab.waitForURL((url) => !url.searchParams.has('page'));
  await tab.locator('.listing-grid article.product-card').first().waitFor();
  expect(tabErrors).toEqual([]);
  await tab.close();
});

it('answers unknown slugs with the not-found page and a 404, and known ones with their head', async () => {
  const { server, context } = journey();
  // First visits, as a crawler's or a shared link's: no service worker installed to answer instead.
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const firstVisit = async (path: string, heading: string, status: number) => {
    const fresh = await browser.newContext({ locale: 'fr-FR' });
    const tab = await fresh.newPage();
    const tabErrors = watchErrors(tab);
    const response = await tab.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(status);
    await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
    if (status === 404) await tab.getByRole('link', { name: 'Retour à la boutique' }).waitFor();
    else expect(await tab.title()).toContain(heading);
    // The browser's own line about a 404 document is all the console may say.
    expect(tabErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await fresh.close();
  };
  await firstVisit('/catalog/category/no-such-category', 'Page introuvable', 404);
  await firstVisit(`/catalog/product/${product.mainCategory.slug}/no-such-product`, 'Page introuvable', 404);
  const categoryPath = `/catalog/category/${category.slug}`;
  const productPath = `/catalog/product/${product.mainCategory.slug}/${product.slug}`;
  await firstVisit(categoryPath, category.name, 200);
  await firstVisit(productPath, product.name, 200);

  for (const [path, name] of [
    [categoryPath, category.name],
    [productPath, product.name],
  ] as const) {
    const served = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toContain(name);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toMatch(new RegExp(`${escape(path)}$`));
    expect(/<meta property="og:title" content="([^"]+)"/.exec(html)?.[1]).toContain(name);
  }
  const productHtml = await (
    await fetch(`${server.url}${productPath}`, { headers: { accept: 'text/html' } })
  ).text();
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(productHtml)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Product',
    name: product.name,
    offers: expect.objectContaining({
      availability: expect.stringMatching(/schema\.org\/(InStock|OutOfStock)/),
    }),
  });
});

it('reads the category in Arabic, right to left, with Latin digits in the prices', async () => {
  const { server } = journey();
  const { catalogPage } = await graphql<{ catalogPage: { name: string } }>(
    server.url,
    'query($slug: String!) { catalogPage(kind: CATEGORY, slug: $slug) { name } }',
    { slug: category.slug },
    { 'accept-language': 'ar-DZ' },
  );
  await page.goto(`${server.url}/catalog/category/${category.slug}`);
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
  await page.getByLabel('Langue').selectOption('ar');
  await page.waitForFunction(
    () => document.documentElement.lang === 'ar-DZ' && document.documentElement.dir === 'rtl',
  );
  await page.getByRole('heading', { level: 1, name: catalogPage.name }).waitFor();
  await page.getByLabel('ترتيب حسب').waitFor();
  await page.getByLabel('عدد المنتجات في الصفحة').waitFor();
  await page.locator('aside.listing-filters').getByRole('heading', { name: 'المرشحات' }).waitFor();
  const slugs = await pageSlugs(server.url, { categorySlug: category.slug });
  await waitForCards(slugs);
  const count = (await page.locator('.listing-toolbar__count').textContent()) ?? '';
  expect(count).toMatch(/[\u0600-\u06ff]/);
  expect(count).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);

  const texts = await page.locator('.listing-grid .product-card__current-price').allTextContents();
  expect(texts.length).toBe(slugs.length);
  for (const text of texts) {
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(text).toMatch(/\d,\d{2}\s*(DA|د\.ج)/);
  }
  const { products } = await graphql<{
    products: { items: { priceTtc: number; priceAfterPromotion: number | null }[] };
  }>(
    server.url,
    'query($slug: String!) { products(filter: { categorySlug: $slug }, pageSize: 12) { items { slug priceTtc priceAfterPromotion } } }',
    { slug: category.slug },
  );
  const [firstCard] = products.items;
  if (!firstCard) throw new Error('empty category');
  expect(centimesOf(texts[0] ?? '')).toBe(payable(firstCard));

  // Back to French for whoever uses this browser next.
  await page.locator('.shell-header__language select').selectOption('fr');
  await page.waitForFunction(() => document.documentElement.dir === 'ltr');
  expect(errors).toEqual([]);
});

/**
 * A tab of a context of its own with no service worker (what it asks for comes from the network,
 * where a test can hold it back), closed whatever happens.
 */
async function inFreshTab(work: (tab: Page) => Promise<void>): Promise<void> {
  const browser = journey().context.browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ locale: 'fr-FR', serviceWorkers: 'block' });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

it('opens in Arabic when the shopper chose it, its first paint already Arabic, right to left', async () => {
  const { server } = journey();
  await inFreshTab(async (tab) => {
    const tabErrors = watchErrors(tab);
    await tab.addInitScript(() => {
      localStorage.setItem('tijara.locale', 'ar');
      // What the header said, and in which direction, the first time it was in the page.
      new MutationObserver((_, observer) => {
        const search = document.querySelector<HTMLInputElement>('header.shell-header input[type="search"]');
        if (!search) return;
        observer.disconnect();
        (window as unknown as { firstHeader: unknown }).firstHeader = {
          dir: document.documentElement.dir,
          placeholder: search.placeholder,
        };
      }).observe(document, { childList: true, subtree: true });
    });
    await tab.goto(`${server.url}/`);
    await tab.locator('header.shell-header').waitFor();
    const first = await tab.evaluate(() => (window as unknown as { firstHeader: unknown }).firstHeader);
    expect(first).toEqual({ dir: 'rtl', placeholder: expect.stringMatching(/[\u0600-\u06ff]/) as unknown });
    expect(tabErrors).toEqual([]);
  });
});

it('shows the header and the loading box when the page’s chunk stalls, then the page when it comes', async () => {
  const { server } = journey();
  await inFreshTab(async (tab) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/assets/HomePage-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await tab.goto(`${server.url}/`);
    await tab.locator('header.shell-header').waitFor();
    await tab.getByRole('status').filter({ hasText: 'Chargement' }).waitFor();
    expect(await tab.locator('.home').count()).toBe(0);

    release();
    await tab.locator('.home').waitFor();
    await expect(tab.locator('.page-loading').count()).resolves.toBe(0);
  });
});
