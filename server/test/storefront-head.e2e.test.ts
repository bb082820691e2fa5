/**
 * Shared links: a navigation to a product, category, brand, brand line, collection or promotion page
 * answers the storefront's shell with the page's own title, description, canonical link, Open Graph
 * tags and (products) schema.org Product JSON-LD in place of the shell's defaults; 404 (the shell
 * still served) when the page's subject does not exist or is hidden.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LISTING_CARD_IMAGE_SIZES, PRODUCT_GALLERY_IMAGE_SIZES, priceTtc } from '@tijara/schema';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import { createPromotion } from './helpers/pricing-fixtures';
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { addStockDirect, demoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SHELL = `<!doctype html>
<html lang="fr-DZ" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Tijara" />
    <title>Tijara</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const DAY = 86_400_000;
const NASTY = 'Robe </script><script>alert(1)</script> "été" & <b>soie</b>';

let server: TestApp;
let cat: StorefrontCatalogue;
let shopName: string;
let promotionId: number;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'tijara-head-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  server = await createTestApp({ env: { STOREFRONT_DIST: dist, CATALOGUE_POLL_MS: '3600000' } });
  cat = await createStorefrontCatalogue(server);
  const [shop] = await sql<{ name: string }>(server, 'select name from shop where uuid = ?', [cat.shopUuid]);
  shopName = shop?.name ?? '';
  const { central } = await demoWarehouses(server);
  const robe = cat.bySlug.get('robe-01');
  const [first] = await sql<{ id: number }>(
    server,
    'select id from combination where product_id = ? and is_default',
    [robe?.id],
  );
  await addStockDirect(server, {
    warehouseId: central,
    productId: robe?.id ?? 0,
    combinationId: first?.id,
    quantity: 4,
  });
  await sql(server, `update product set sku = 'ROBE-001' where id = ?`, [robe?.id]);
  await sql(server, `update product_translation set name = ? where product_id = ? and locale = 'fr'`, [
    NASTY,
    cat.bySlug.get('robe-05')?.id,
  ]);
  const promotion = await createPromotion(await staffClient(server), cat.shopUuid, {
    scope: 'CATEGORY',
    targetIds: [cat.category.phones.id],
    value: 10,
    title: 'Soldes téléphones',
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + 30 * DAY),
  });
  promotionId = promotion.id;
});
afterAll(() => server.close());

async function navigate(pathname: string, headers: Record<string, string> = {}) {
  const response = await server.get(pathname, { ...HTML, ...headers });
  return { status: response.status, html: await response.text() };
}

function metaOf(html: string, attribute: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function titlesOf(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? ''));
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('a product page', () => {
  it('gets its title, description, canonical link, Open Graph tags and Product JSON-LD', async () => {
    const { status, html } = await navigate('/catalog/product/robes/robe-01');
    expect(status).toBe(200);
    const canonical = `${server.url}/catalog/product/robes/robe-01`;
    expect(titlesOf(html)).toEqual([`Robe 1 · ${shopName}`]);
    expect(metaOf(html, 'name', 'description')).toEqual(['Robe 1 court']);
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(metaOf(html, 'property', 'og:type')).toEqual(['product']);
    expect(metaOf(html, 'property', 'og:title')).toEqual(['Robe 1']);
    expect(metaOf(html, 'property', 'og:url')).toEqual([canonical]);
    expect(metaOf(html, 'property', 'og:locale')).toEqual(['fr_DZ']);
    expect(metaOf(html, 'property', 'og:image')).toEqual([
      `${server.url}/media/products/robe-01/0/product-page-large.webp`,
    ]);
    expect(metaOf(html, 'property', 'og:image:width')).toEqual(['800']);
    const [product] = jsonLdOf(html);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Robe 1',
      image: [
        `${server.url}/media/products/robe-01/0/product-page-large.webp`,
        `${server.url}/media/products/robe-01/1/product-page-large.webp`,
      ],
      description: 'Robe 1 court',
      sku: 'ROBE-001',
      brand: { '@type': 'Brand', name: "Tissage d'Alger" },
      offers: {
        '@type': 'Offer',
        price: (priceTtc(210_000, 1900) / 100).toFixed(2),
        priceCurrency: 'DZD',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
    });
    // The shell is still the app's: its scripts' meta and body are there.
    expect(html).toContain('<meta name="shop-uuid"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('says out of stock, the promoted price, the canonical category path and the request language', async () => {
    const { status, html } = await navigate('/catalog/product/autre-categorie/telephone-01', {
      'accept-language': 'ar',
    });
    expect(status).toBe(200);
    expect(titlesOf(html)).toEqual([`هاتف 1 · ${shopName}`]);
    expect(metaOf(html, 'property', 'og:locale')).toEqual(['ar_DZ']);
    const [product] = jsonLdOf(html);
    const offers = product?.['offers'] as Record<string, string>;
    const ttc = priceTtc(2_600_000, 1900);
    expect(offers['availability']).toBe('https://schema.org/OutOfStock');
    expect(Number(offers['price'])).toBeLessThan(ttc / 100);
    expect(offers['price']).toMatch(/^\d+\.\d{2}$/);
    expect(offers['url']).toBe(`${server.url}/catalog/product/telephones/telephone-01`);
  });

  it('escapes a name that tries to close the script or an attribute', async () => {
    const { status, html } = await navigate('/catalog/product/robes/robe-05');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><script>');
    expect(titlesOf(html)).toEqual([`${NASTY} · ${shopName}`]);
    expect(metaOf(html, 'property', 'og:title')).toEqual([NASTY]);
    expect(jsonLdOf(html)[0]?.['name']).toBe(NASTY);
  });
});

describe('listing pages', () => {
  it('get their own head, without JSON-LD', async () => {
    const pages = [
      ['/catalog/category/robes', 'Robes'],
      ['/catalog/brands/condor', 'Condor'],
      ['/catalog/brandlines/allure', 'Allure'],
      ['/catalog/collections/ramadan', 'Ramadan'],
      [`/promotions/${promotionId}`, 'Soldes téléphones'],
    ] as const;
    for (const [pathname, name] of pages) {
      const { status, html } = await navigate(pathname);
      expect([pathname, status, titlesOf(html)]).toEqual([pathname, 200, [`${name} · ${shopName}`]]);
      expect(metaOf(html, 'property', 'og:type')).toEqual(['website']);
      expect(html).toContain(`<link rel="canonical" href="${server.url}${pathname}" />`);
      expect(metaOf(html, 'name', 'description')).toHaveLength(1);
      expect(jsonLdOf(html)).toEqual([]);
    }
    const promotion = await navigate(`/promotions/${promotionId}`);
    expect(metaOf(promotion.html, 'name', 'description')).toEqual(['Sous-titre — Vite !']);
  });
});

interface ImageSizes {
  readonly sizes: readonly { readonly size: string; readonly url: string; readonly width: number }[];
}

function preloadsOf(html: string) {
  const pattern =
    /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high" \/>/g;
  return [...html.matchAll(pattern)].map(([, href = '', srcset = '', sizes = '']) => ({
    href: decode(href),
    srcset: decode(srcset),
    sizes: decode(sizes),
  }));
}

/** The candidates the storefront's <img> lists for an 800 px photo: its three variants by width. */
function candidates(image: ImageSizes) {
  const url = (size: string) => image.sizes.find((variant) => variant.size === size)?.url ?? '?';
  return {
    url,
    srcset: `${url('SMALL_PRODUCT')} 160w, ${url('GRID_DISPLAY')} 480w, ${url('PRODUCT_PAGE_LARGE')} 800w`,
  };
}

describe('the lead image', () => {
  it('of a product page is the gallery’s first photo, preloaded as the page draws it', async () => {
    const { data } = await server.graphql<{
      productPage: {
        product: {
          images: (ImageSizes & { id: number })[];
          combinations: { isDefault: boolean; imageIds: number[] }[];
        };
      };
    }>(
      `query ($slug: String!) { productPage(slug: $slug) { product {
        images { id sizes { size url width } } combinations { isDefault imageIds } } } }`,
      { slug: 'robe-02' },
    );
    const product = data?.productPage.product;
    const shownFirst = product?.combinations.find((combination) => combination.isDefault)?.imageIds[0];
    const image = product?.images.find((candidate) => candidate.id === shownFirst);
    if (!image) throw new Error('robe-02 has a default combination with a photo of its own');
    const { url, srcset } = candidates(image);
    const { html } = await navigate('/catalog/product/robes/robe-02');
    expect(preloadsOf(html)).toEqual([
      { href: url('PRODUCT_PAGE_LARGE'), srcset, sizes: PRODUCT_GALLERY_IMAGE_SIZES },
    ]);
  });

  it('of a listing is its default first page’s first card, tracking tags or not; none once narrowed', async () => {
    const { data } = await server.graphql<{ products: { items: { images: ImageSizes[] }[] } }>(
      `{ products(filter: { categorySlug: "robes" }, sort: DEFAULT, page: 1, pageSize: 12) {
        items { images { sizes { size url width } } } } }`,
    );
    const image = data?.products.items[0]?.images[0];
    if (!image) throw new Error('the robes have photos');
    const { url, srcset } = candidates(image);
    for (const pathname of [
      '/catalog/category/robes',
      '/catalog/category/robes?utm_source=facebook&fbclid=x',
    ]) {
      expect([pathname, preloadsOf((await navigate(pathname)).html)]).toEqual([
        pathname,
        [{ href: url('GRID_DISPLAY'), srcset, sizes: LISTING_CARD_IMAGE_SIZES }],
      ]);
    }
    for (const query of ['sort=price_asc', 'page=2', 'size=24', 'brand=1', 'f.matiere=coton', 'q=robe']) {
      const pathname = `/catalog/category/robes?${query}`;
      expect([pathname, preloadsOf((await navigate(pathname)).html)]).toEqual([pathname, []]);
    }
  });
});

describe('unknown subjects', () => {
  it('answer 404 with the default shell, known ones 200', async () => {
    for (const pathname of [
      '/catalog/product/robes/inconnue',
      '/catalog/product/robes/robe-brouillon',
      '/catalog/product/robes/robe-autre-boutique',
      '/catalog/product/robes/a%20b',
      '/catalog/category/inconnue',
      '/catalog/category/archives',
      '/catalog/brands/ancienne',
      '/catalog/brandlines/inconnue',
      '/catalog/collections/hiver',
      '/promotions/999999',
      '/promotions/soldes',
    ]) {
      const { status, html } = await navigate(pathname);
      expect([pathname, status]).toEqual([pathname, 404]);
      expect(titlesOf(html)).toEqual(['Tijara']);
      expect(html).toContain('<meta name="shop-uuid"');
    }
    for (const pathname of ['/', '/catalog/featured', '/search', '/catalog/product/robes/robe-02']) {
      expect([pathname, (await navigate(pathname)).status]).toEqual([pathname, 200]);
    }
  });
});
