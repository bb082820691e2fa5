/**
 * Pages and blocks (content module): a landing page composed, read and changed by staff; slugs
 * chosen under concurrent saves; the home always published; refusals with field errors and message
 * keys that write nothing; sanitised HTML; an old block type stored by SQL; visibility windows;
 * positions under concurrent moves; the shop affectation.
 */
import { ContentMessageKey } from '@tijara/schema';
import { makeCategory } from './helpers/catalog-admin-fixtures';
import {
  count,
  dataOf,
  demoShopUuid,
  homeId,
  PAGE_DETAIL,
  pngOf,
  refusalOf,
  SAVE_BLOCK,
  sql,
  staffClient,
  STOREFRONT_PAGE,
  uploadContentImage,
} from './helpers/content-fixtures';
import type { StaffClient } from './helpers/content-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let clock = new Date('2026-06-01T10:00:00Z');
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;

beforeAll(async () => {
  server = await createTestApp({ now: () => clock });
  admin = await staffClient(server);
  shopUuid = await demoShopUuid(server);
});
afterAll(() => server.close());

interface Block {
  id: number;
  position: number;
  type: string;
  [field: string]: unknown;
}

const SAVE_PAGE = `mutation ($input: ContentPageInput!) { saveContentPage(input: $input) { id slug title { fr en } published blockCount } }`;

async function landing(fr: string, published = true): Promise<{ id: number; slug: string }> {
  const result = await admin.graphql<{ saveContentPage: { id: number; slug: string } }>(SAVE_PAGE, {
    input: { shopUuid, title: { fr }, published },
  });
  return dataOf(result).saveContentPage;
}

async function saveBlock(input: Record<string, unknown>, client = admin) {
  return client.graphql<{ saveContentBlock: Block }>(SAVE_BLOCK, { input });
}

async function blocksOf(pageId: number): Promise<Block[]> {
  const result = await admin.graphql<{ contentPage: { blocks: Block[] } }>(PAGE_DETAIL, { id: pageId });
  return dataOf(result).contentPage.blocks;
}

async function storefront(slug: string | null, locale = 'fr') {
  const result = await server.graphql<{ storefrontPage: { blocks: Block[] } | null }>(
    STOREFRONT_PAGE,
    { slug },
    { 'accept-language': locale },
  );
  return dataOf(result).storefrontPage;
}

async function revision(): Promise<number> {
  const [row] = await sql<{ revision: string }>(
    server,
    'select revision from catalogue_revision where id = 1',
  );
  return Number(row?.revision ?? 0);
}

describe('pages', () => {
  it('has a home for the shop, first in the list, which cannot be deleted', async () => {
    const id = await homeId(admin, shopUuid);
    const result = await admin.graphql('mutation ($id: Int!) { deleteContentPage(id: $id) }', { id });
    expect(refusalOf(result)).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKeys: { id: ContentMessageKey.HOME_NOT_DELETABLE },
    });
  });

  it('makes a landing page with a slug from its French title, unique in the shop', async () => {
    const first = await landing('Fête des mères');
    const second = await landing('Fête des mères');
    expect([first.slug, second.slug]).toEqual(['fete-des-meres', 'fete-des-meres-2']);
    const taken = await admin.graphql(SAVE_PAGE, {
      input: { shopUuid, title: { fr: 'Autre' }, slug: first.slug },
    });
    expect(refusalOf(taken)).toMatchObject({ messageKeys: { slug: ContentMessageKey.SLUG_TAKEN } });
    expect(
      dataOf(await admin.graphql('mutation ($id: Int!) { deleteContentPage(id: $id) }', { id: second.id })),
    ).toEqual({
      deleteContentPage: true,
    });
  });

  it('numbers the slugs of pages saved at once with one title instead of refusing them', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        admin.graphql<{ saveContentPage: { slug: string } }>(SAVE_PAGE, {
          input: { shopUuid, title: { fr: 'Même titre' } },
        }),
      ),
    );
    expect(results.map((result) => dataOf(result).saveContentPage.slug).sort()).toEqual([
      'meme-titre',
      'meme-titre-2',
      'meme-titre-3',
    ]);
  });

  it('keeps the home published: unpublishing it is refused on the published field', async () => {
    const id = await homeId(admin, shopUuid);
    const result = await admin.graphql(SAVE_PAGE, {
      input: { id, title: { fr: 'Accueil' }, published: false },
    });
    expect(refusalOf(result)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { published: [expect.stringContaining('always published')] },
      messageKeys: { published: ContentMessageKey.HOME_ALWAYS_PUBLISHED },
    });
    const [home] = await sql<{ published: boolean }>(
      server,
      'select published from content_page where id = ?',
      [id],
    );
    expect(home?.published).toBe(true);
    expect(await storefront(null)).not.toBeNull();
  });
});

describe('blocks', () => {
  it('creates, reads, updates, moves and deletes blocks of several types', async () => {
    const page = await landing('Rentrée scolaire');
    const upload = await uploadContentImage(server, admin, shopUuid, await pngOf(1600, 600));
    const html = dataOf(
      await saveBlock({
        pageId: page.id,
        type: 'html_block',
        bgColor: '#fff',
        texts: { fr: { publicTitle: 'Bienvenue', html: '<p>Salam</p>' }, ar: { html: '<p>مرحبا</p>' } },
      }),
    ).saveContentBlock;
    const carousel = dataOf(
      await saveBlock({
        pageId: page.id,
        type: 'products_carousel',
        source: 'NEW',
        number: 8,
        responsiveNumber: '[2, 3, 5]',
        size: 'half',
        containerClass: 'rentree  mt-2',
      }),
    ).saveContentBlock;
    const banner = dataOf(
      await saveBlock({
        pageId: page.id,
        type: 'banner',
        link: '/catalog/category/cartables',
        images: [
          { mediaKey: upload.mediaKey, link: 'https://example.dz/x', alt: { fr: 'Cartables', ar: 'محافظ' } },
        ],
      }),
    ).saveContentBlock;
    expect([html.position, carousel.position, banner.position]).toEqual([0, 1, 2]);
    expect(carousel).toMatchObject({
      source: 'NEW',
      number: 8,
      size: 'half',
      containerClass: 'rentree mt-2',
      responsiveNumber: '[2,3,5]',
      responsiveNumberParsed: { mobile: 2, tablet: 3, desktop: 5 },
      showTitle: true,
    });
    expect(banner['images']).toEqual([
      {
        mediaKey: upload.mediaKey,
        url: `/media/${upload.mediaKey}/grid-display.webp`,
        width: 1600,
        height: 600,
        link: 'https://example.dz/x',
        alt: { fr: 'Cartables', en: null, ar: 'محافظ' },
      },
    ]);

    const updated = dataOf(
      await saveBlock({
        id: html.id,
        type: 'html_block',
        showTitle: false,
        texts: { fr: { html: '<p>Ahlan</p>' } },
      }),
    ).saveContentBlock;
    expect(updated).toMatchObject({
      showTitle: false,
      texts: { fr: { html: '<p>Ahlan</p>' }, ar: { html: null } },
    });

    const moved = await admin.graphql<{ moveContentBlock: { blocks: Block[] } }>(
      'mutation ($id: Int!, $position: Int!) { moveContentBlock(id: $id, position: $position) { blocks { id position } } }',
      { id: banner.id, position: 0 },
    );
    expect(dataOf(moved).moveContentBlock.blocks.map((b) => b.id)).toEqual([banner.id, html.id, carousel.id]);

    const deleted = await admin.graphql<{ deleteContentBlock: { blocks: Block[] } }>(
      'mutation ($id: Int!) { deleteContentBlock(id: $id) { blocks { id position } } }',
      { id: html.id },
    );
    expect(dataOf(deleted).deleteContentBlock.blocks).toEqual([
      { id: banner.id, position: 0 },
      { id: carousel.id, position: 1 },
    ]);
  });

  it('refuses an unknown type, a responsive number not of three integers and a javascript: link, writing nothing', async () => {
    const page = await landing('Refus');
    const before = [await count(server, 'content_block'), await revision()];
    const result = await saveBlock({
      pageId: page.id,
      type: 'instagram_feed',
      responsiveNumber: '[2,3]',
      link: 'javascript:alert(1)',
    });
    expect(refusalOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        type: [expect.any(String)],
        responsiveNumber: [expect.any(String)],
        link: [expect.any(String)],
      },
      messageKeys: {
        type: ContentMessageKey.BLOCK_TYPE_UNKNOWN,
        responsiveNumber: ContentMessageKey.RESPONSIVE_NUMBER_INVALID,
        link: ContentMessageKey.LINK_UNSAFE,
      },
    });
    for (const responsiveNumber of ['[1.5,2,3]', '[0,2,3]', 'deux', '[1,2,3,4]']) {
      const refused = await saveBlock({ pageId: page.id, type: 'products_grid', responsiveNumber });
      expect(refusalOf(refused).messageKeys).toEqual({
        responsiveNumber: ContentMessageKey.RESPONSIVE_NUMBER_INVALID,
      });
    }
    const banner = await saveBlock({
      pageId: page.id,
      type: 'banner_carousel',
      images: [{ mediaKey: `content/${shopUuid}/${'0'.repeat(32)}`, link: 'data:text/html,x' }],
    });
    expect(refusalOf(banner).messageKeys).toEqual({
      'images.0.link': ContentMessageKey.LINK_UNSAFE,
      'images.0.mediaKey': ContentMessageKey.IMAGE_UNKNOWN,
    });
    expect([await count(server, 'content_block'), await revision()]).toEqual(before);
  });

  it('refuses a target the catalogue does not show', async () => {
    const page = await landing('Cible');
    const category = await makeCategory(server, { fr: 'Cachée' });
    await sql(server, 'update category set active = false where id = ?', [category.id]);
    const result = await saveBlock({
      pageId: page.id,
      type: 'category_products_carousel',
      target: { categoryId: category.id },
    });
    expect(refusalOf(result).messageKeys).toEqual({ 'target.categoryId': ContentMessageKey.TARGET_UNKNOWN });
    const missing = await saveBlock({ pageId: page.id, type: 'brands_products_carousel' });
    expect(refusalOf(missing).messageKeys).toEqual({ 'target.brandId': ContentMessageKey.TARGET_REQUIRED });
  });

  it('stores HTML without scripts, event handlers or foreign images', async () => {
    const page = await landing('Nettoyage');
    const saved = dataOf(
      await saveBlock({
        pageId: page.id,
        type: 'text_carousel',
        texts: {
          fr: {
            items: [
              '<p onclick="steal()">Livraison <script>alert(1)</script>gratuite</p>',
              '<img src="/media/x/y.webp" onerror="alert(2)"><img src="https://evil.example/p.png">',
              '<p>Vu</p><img src="/media/%2e%2e/graphql?query=x"><img src="/media/a/%2e%2e/b.webp">',
            ],
          },
        },
      }),
    ).saveContentBlock;
    expect((saved['texts'] as { fr: { items: string[] } }).fr.items).toEqual([
      '<p>Livraison gratuite</p>',
      '<img src="/media/x/y.webp" />',
      '<p>Vu</p><img src="/media/b.webp" />',
    ]);
    const [stored] = await sql<{ texts: string }>(
      server,
      'select texts::text from content_block where id = ?',
      [saved.id],
    );
    expect(stored?.texts).not.toMatch(/script|onerror|onclick|evil|graphql/);
  });

  it('returns a block of an old type stored by SQL, to staff and to the storefront', async () => {
    const page = await landing('Ancien');
    await sql(
      server,
      'insert into content_block (page_id, position, type, texts) values (?, 0, \'instagram_feed\', \'{"fr": {"publicTitle": "Insta"}}\')',
      [page.id],
    );
    const [staff] = await blocksOf(page.id);
    expect(staff).toMatchObject({ type: 'instagram_feed', knownType: false });
    const shown = await storefront(page.slug);
    expect(shown?.blocks).toEqual([
      expect.objectContaining({ type: 'instagram_feed', publicTitle: 'Insta', products: null }),
    ]);
    const resaved = await saveBlock({ id: staff?.id, type: 'instagram_feed' });
    expect(refusalOf(resaved).messageKeys).toEqual({ type: ContentMessageKey.BLOCK_TYPE_UNKNOWN });
  });

  it('shows a block only within its visibility window', async () => {
    const page = await landing('Ramadan');
    const block = dataOf(
      await saveBlock({
        pageId: page.id,
        type: 'html_block',
        visibleFrom: '2026-06-10T00:00:00Z',
        visibleUntil: '2026-06-20T00:00:00Z',
        texts: { fr: { html: '<p>Ramadan karim</p>' } },
      }),
    ).saveContentBlock;
    const inverted = await saveBlock({
      id: block.id,
      type: 'html_block',
      visibleFrom: '2026-06-20T00:00:00Z',
      visibleUntil: '2026-06-10T00:00:00Z',
      texts: { fr: { html: '<p>x</p>' } },
    });
    expect(refusalOf(inverted).messageKeys).toEqual({ visibleUntil: ContentMessageKey.VISIBILITY_ORDER });
    const shownAt = async (instant: string) => {
      clock = new Date(instant);
      return (await storefront(page.slug))?.blocks.map((b) => b.id);
    };
    expect(await shownAt('2026-06-09T23:59:59Z')).toEqual([]);
    expect(await shownAt('2026-06-10T00:00:00Z')).toEqual([block.id]);
    expect(await shownAt('2026-06-20T00:00:00Z')).toEqual([]);
    clock = new Date('2026-06-01T10:00:00Z');
  });

  it('keeps positions 0..n-1 when two moves of one page run at once', async () => {
    const page = await landing('Concurrence');
    const ids: number[] = [];
    for (const fr of ['a', 'b', 'c', 'd', 'e']) {
      ids.push(
        dataOf(
          await saveBlock({ pageId: page.id, type: 'html_block', texts: { fr: { html: `<p>${fr}</p>` } } }),
        ).saveContentBlock.id,
      );
    }
    const MOVE =
      'mutation ($id: Int!, $position: Int!) { moveContentBlock(id: $id, position: $position) { id } }';
    const results = await Promise.all([
      admin.graphql(MOVE, { id: ids[4], position: 0 }),
      admin.graphql(MOVE, { id: ids[0], position: 4 }),
      admin.graphql(MOVE, { id: ids[2], position: 1 }),
    ]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined]);
    const positions = (await blocksOf(page.id)).map((b) => b.position);
    expect(positions).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('access', () => {
  it('refuses another shop’s page (403), an unknown block (404) and a role without CONTENT (403)', async () => {
    const [other] = await sql<{ uuid: string }>(
      server,
      "insert into shop (uuid, name) values (gen_random_uuid(), 'Autre boutique') returning uuid",
    );
    const editor = await staffClient(server, { roles: ['CATALOG_EDITOR'], shopIds: [shopUuid] });
    const pages = await editor.graphql(
      'query ($shopUuid: ID!) { contentPages(shopUuid: $shopUuid) { id } }',
      { shopUuid: other?.uuid },
    );
    expect(refusalOf(pages).code).toBe('FORBIDDEN');
    const home = await homeId(admin, shopUuid);
    expect(refusalOf(await saveBlock({ pageId: home, type: 'discount_block' }, editor)).code).toBeUndefined();
    expect(refusalOf(await saveBlock({ id: 999_999, type: 'discount_block' })).code).toBe('NOT_FOUND');
    const cashier = await staffClient(server, { roles: ['CASHIER'], shopIds: [shopUuid] });
    expect(refusalOf(await saveBlock({ pageId: home, type: 'discount_block' }, cashier)).code).toBe(
      'FORBIDDEN',
    );
  });
});
