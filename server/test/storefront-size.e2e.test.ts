/**
 * The size rule of the storefront's listings (issue 15): a page of 12 products with every field a card
 * shows, in one language, is at most 15 KB gzipped, with realistic long names in every language, a
 * promotion on every card and three combinations each.
 */
import { gzipSync } from 'node:zlib';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import { createPromotion } from './helpers/pricing-fixtures';
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const LIMIT_BYTES = 15 * 1024;
const DAY = 86_400_000;

/** What the storefront's card fragment (ProductCardFields) asks. */
const CARD = `id uuid slug name priceTtc priceAfterPromotion promotion { ruleType value } onSale isNew inStock featured
  mainCategory { slug name } brand { name slug logoUrl }
  images { alt isDefault sizes { size url width height } }
  combinations { id isDefault available label priceTtc priceAfterPromotion }`;

/** Names that differ from card to card (gzip would make light work of twelve near-copies). */
const pick = (list: readonly string[], i: number) => list[i % list.length] ?? '';
const NAMES = {
  fr: (i: number) =>
    `${pick(['Robe longue kabyle', 'Chemise en lin', 'Gandoura brodée', 'Karakou de cérémonie', 'Caftan chaouia'], i)} ` +
    `${pick(['en coton léger', 'en soie naturelle', 'en velours côtelé', 'en lin lavé'], i)}, ` +
    `${pick(['manches trois-quarts', 'col mao', 'broderie au fil doré', 'boutons en nacre', 'coupe ample'], i)} ` +
    `et ${pick(['ceinture assortie', 'foulard offert', 'doublure satinée'], i)} — modèle ${1000 + i * 37}`,
  en: (i: number) =>
    `${pick(['Long Kabyle dress', 'Linen shirt', 'Embroidered gandoura', 'Ceremonial karakou', 'Chaoui caftan'], i)} ` +
    `${pick(['in light cotton', 'in natural silk', 'in corduroy', 'in washed linen'], i)}, ` +
    `${pick(['three-quarter sleeves', 'mandarin collar', 'gold thread embroidery', 'mother-of-pearl buttons', 'loose fit'], i)} ` +
    `with ${pick(['matching belt', 'free scarf', 'satin lining'], i)} — model ${1000 + i * 37}`,
  ar: (i: number) =>
    `${pick(['فستان قبائلي طويل', 'قميص من الكتان', 'قندورة مطرزة', 'كاراكو للمناسبات', 'قفطان شاوي'], i)} ` +
    `${pick(['من القطن الخفيف', 'من الحرير الطبيعي', 'من القطيفة', 'من الكتان المغسول'], i)}، ` +
    `${pick(['بأكمام ثلاثة أرباع', 'بياقة ماو', 'بتطريز بالخيط الذهبي', 'بأزرار صدفية', 'بقصة واسعة'], i)} ` +
    `مع ${pick(['حزام متناسق', 'وشاح هدية', 'بطانة ساتان'], i)} — الموديل ${1000 + i * 37}`,
};

let server: TestApp;
let cat: StorefrontCatalogue;

beforeAll(async () => {
  server = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
  cat = await createStorefrontCatalogue(server);
  for (const [index, product] of cat.visible.entries()) {
    for (const locale of ['fr', 'en', 'ar'] as const) {
      const long = `<p>${NAMES[locale](index)}. ${'Tissu respirant, coupe ample, lavable en machine à 30 °C. '.repeat(12)}</p>`;
      await sql(
        server,
        `insert into product_translation (product_id, locale, name, short_description, long_description)
         values (?, ?, ?, ?, ?) on conflict (product_id, locale)
         do update set name = excluded.name, short_description = excluded.short_description, long_description = excluded.long_description`,
        [product.id, locale, NAMES[locale](index), long, long.repeat(4)],
      );
    }
  }
  await sql(server, `update product_image set alts = ?`, [
    JSON.stringify({ fr: 'Robe kabyle brodée, vue de face', ar: 'فستان قبائلي مطرز، منظر أمامي' }),
  ]);
  await createPromotion(await staffClient(server), cat.shopUuid, {
    scope: 'ALL',
    value: 15,
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + 30 * DAY),
  });
});
afterAll(() => server.close());

it('answers a listing of 12 full cards in at most 15 KB gzipped, in each language', async () => {
  for (const locale of ['fr', 'en', 'ar']) {
    const response = await server.request('POST', '/graphql', {
      headers: { 'accept-language': locale },
      body: {
        query: `{ products(filter: { categorySlug: "vetements" }, pageSize: 12) { totalCount items { ${CARD} } } }`,
      },
    });
    const text = await response.text();
    const body = JSON.parse(text) as { data?: { products: { items: { name: string }[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    const items = body.data?.products.items ?? [];
    expect(items).toHaveLength(12);
    // Long names, and only the request's language.
    expect(items[0]?.name.length).toBeGreaterThan(80);
    const zipped = gzipSync(text).length;
    expect([locale, zipped <= LIMIT_BYTES]).toEqual([locale, true]);
  }
});
