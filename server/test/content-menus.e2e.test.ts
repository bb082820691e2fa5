/**
 * Menus (content module): items of every kind saved, refused (unknown type, unknown or hidden target,
 * unsafe link: field errors, nothing written), moved in the tree (order, depth, concurrent moves),
 * deleted with their children; the storefront's tree with the storefront's paths; the editor's
 * reference lists.
 */
import { ContentMessageKey } from '@tijara/schema';
import { makeBrand, makeCategory, makeProduct } from './helpers/catalog-admin-fixtures';
import { count, dataOf, demoShopUuid, refusalOf, sql, staffClient } from './helpers/content-fixtures';
import type { StaffClient } from './helpers/content-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let shopUuid: string;

beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  shopUuid = await demoShopUuid(server);
});
afterAll(() => server.close());

interface Item {
  id: number;
  parentId: number | null;
  position: number;
  type: string;
  targetName: string | null;
  [field: string]: unknown;
}

interface Menu {
  id: number;
  code: string;
  items: Item[];
}

const ITEM_FIELDS =
  'id parentId position type targetId targetName targetShown link label { fr en ar } openInNewTab active';
const MENUS = `query ($shopUuid: ID!) { contentMenus(shopUuid: $shopUuid) { id code items { ${ITEM_FIELDS} } } }`;
const SAVE = `mutation ($input: MenuItemInput!) { saveMenuItem(input: $input) { ${ITEM_FIELDS} } }`;
const MOVE = `mutation ($id: Int!, $parentId: Int, $position: Int!) { moveMenuItem(id: $id, parentId: $parentId, position: $position) { id items { id parentId position } } }`;
const TREE = `query ($code: String!) { storefrontMenuItems(code: $code) { id label type href openInNewTab
  children { id label type href children { id label href } } } }`;

async function menu(code: string): Promise<Menu> {
  const menus = dataOf(await admin.graphql<{ contentMenus: Menu[] }>(MENUS, { shopUuid })).contentMenus;
  const found = menus.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no menu ${code}`);
  return found;
}

async function newMenu(code: string): Promise<Menu> {
  const result = await admin.graphql<{ createMenu: Menu }>(
    'mutation ($shopUuid: ID!, $code: String!) { createMenu(shopUuid: $shopUuid, code: $code) { id code items { id } } }',
    { shopUuid, code },
  );
  return dataOf(result).createMenu;
}

async function save(input: Record<string, unknown>) {
  return admin.graphql<{ saveMenuItem: Item }>(SAVE, { input });
}

async function saved(input: Record<string, unknown>): Promise<Item> {
  return dataOf(await save(input)).saveMenuItem;
}

async function move(id: number, parentId: number | null, position: number) {
  return admin.graphql<{ moveMenuItem: Menu }>(MOVE, { id, parentId, position });
}

function heading(menuId: number, fr: string, parentId: number | null = null) {
  return saved({ menuId, parentId, type: '3', label: { fr } });
}

describe('menus', () => {
  it('gives every shop a header and a footer, and takes new codes once', async () => {
    const menus = dataOf(await admin.graphql<{ contentMenus: Menu[] }>(MENUS, { shopUuid })).contentMenus;
    expect(menus.slice(0, 2).map((m) => m.code)).toEqual(['header', 'footer']);
    await newMenu('sidebar');
    const again = await admin.graphql(
      'mutation ($s: ID!) { createMenu(shopUuid: $s, code: "sidebar") { id } }',
      { s: shopUuid },
    );
    expect(refusalOf(again).messageKeys).toEqual({ code: ContentMessageKey.MENU_CODE_TAKEN });
    const bad = await admin.graphql(
      'mutation ($s: ID!) { createMenu(shopUuid: $s, code: "Side Bar") { id } }',
      { s: shopUuid },
    );
    expect(refusalOf(bad).messageKeys).toEqual({ code: ContentMessageKey.MENU_CODE_INVALID });
  });

  it('saves items of every kind, each with what its type needs, and names their targets', async () => {
    const target = await newMenu('kinds');
    const category = await makeCategory(server, { fr: 'Tapis', ar: 'زرابي' });
    const brand = await makeBrand(server, 'Sahara Déco');
    const categoryItem = await saved({ menuId: target.id, type: 'ProductCategory', targetId: category.id });
    const brandItem = await saved({
      menuId: target.id,
      type: 'Brand',
      targetId: brand.id,
      openInNewTab: true,
    });
    const link = await saved({
      menuId: target.id,
      type: 'Link',
      link: 'https://example.dz/soldes',
      label: { fr: 'Soldes', ar: 'تخفيضات' },
    });
    const group = await heading(target.id, 'Informations');
    expect([categoryItem, brandItem, link, group].map((item) => [item.position, item.targetName])).toEqual([
      [0, 'Tapis'],
      [1, 'Sahara Déco'],
      [2, null],
      [3, null],
    ]);
    const updated = await saved({
      id: link.id,
      type: 'Link',
      link: '/catalog/new',
      label: { fr: 'Nouveautés' },
      active: false,
    });
    expect(updated).toMatchObject({
      link: '/catalog/new',
      label: { fr: 'Nouveautés', ar: null },
      active: false,
      position: 2,
    });
    const numeric = await saved({
      menuId: target.id,
      type: '10',
      label: { fr: 'Rubrique' },
      targetId: category.id,
      link: '/x',
    });
    expect(numeric).toMatchObject({ targetId: null, link: null });
  });

  it('refuses an unknown type, an unknown or hidden target and an unsafe link, writing nothing', async () => {
    const target = await newMenu('refusals');
    const before = await count(server, 'content_menu_item');
    expect(refusalOf(await save({ menuId: target.id, type: 'Category', targetId: 1 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKeys: { type: ContentMessageKey.MENU_TYPE_UNKNOWN },
    });
    expect(
      refusalOf(await save({ menuId: target.id, type: 'Brand', targetId: 999_999 })).messageKeys,
    ).toEqual({
      targetId: ContentMessageKey.TARGET_UNKNOWN,
    });
    const hidden = await makeCategory(server, { fr: 'Hors saison' });
    await sql(server, 'update category set active = false where id = ?', [hidden.id]);
    expect(
      refusalOf(await save({ menuId: target.id, type: 'ProductCategory', targetId: hidden.id })).messageKeys,
    ).toEqual({
      targetId: ContentMessageKey.TARGET_UNKNOWN,
    });
    const unsold = await makeProduct(server, {
      mainCategoryId: (await makeCategory(server, { fr: 'X' })).id,
    });
    expect(
      refusalOf(await save({ menuId: target.id, type: 'Product', targetId: unsold.id })).messageKeys,
    ).toEqual({
      targetId: ContentMessageKey.TARGET_UNKNOWN,
    });
    expect(refusalOf(await save({ menuId: target.id, type: 'Cms' })).messageKeys).toEqual({
      targetId: ContentMessageKey.TARGET_REQUIRED,
    });
    const unsafe = await save({ menuId: target.id, type: 'Link', link: 'javascript:alert(1)', label: {} });
    expect(refusalOf(unsafe)).toMatchObject({
      fieldErrors: { link: [expect.any(String)], 'label.fr': [expect.any(String)] },
      messageKeys: { link: ContentMessageKey.LINK_UNSAFE, 'label.fr': ContentMessageKey.LABEL_REQUIRED },
    });
    expect(await count(server, 'content_menu_item')).toBe(before);
  });

  it('moves items in the tree, renumbering siblings, at most three levels deep', async () => {
    const target = await newMenu('moves');
    const [a, b, c] = [
      await heading(target.id, 'A'),
      await heading(target.id, 'B'),
      await heading(target.id, 'C'),
    ];
    const a1 = await heading(target.id, 'A1', a.id);
    const a2 = await heading(target.id, 'A2', a.id);
    const a11 = await heading(target.id, 'A11', a1.id);
    expect(
      refusalOf(await save({ menuId: target.id, parentId: a11.id, type: '4', label: { fr: 'trop' } }))
        .messageKeys,
    ).toEqual({
      parentId: ContentMessageKey.MENU_TOO_DEEP,
    });

    const placed = (answer: Menu) =>
      Object.fromEntries(answer.items.map((item) => [item.id, [item.parentId, item.position]]));
    let answer = dataOf(await move(c.id, null, 0)).moveMenuItem;
    expect(placed(answer)).toMatchObject({ [c.id]: [null, 0], [a.id]: [null, 1], [b.id]: [null, 2] });
    answer = dataOf(await move(b.id, a.id, 1)).moveMenuItem;
    expect(placed(answer)).toMatchObject({
      [c.id]: [null, 0],
      [a.id]: [null, 1],
      [a1.id]: [a.id, 0],
      [b.id]: [a.id, 1],
      [a2.id]: [a.id, 2],
    });
    expect(refusalOf(await move(a.id, a11.id, 0)).messageKeys).toEqual({
      parentId: ContentMessageKey.MENU_PARENT_INVALID,
    });
    expect(refusalOf(await move(a1.id, b.id, 0)).messageKeys).toEqual({
      parentId: ContentMessageKey.MENU_TOO_DEEP,
    });

    const afterDelete = dataOf(
      await admin.graphql<{ deleteMenuItem: Menu }>(
        'mutation ($id: Int!) { deleteMenuItem(id: $id) { items { id parentId position } } }',
        {
          id: a1.id,
        },
      ),
    ).deleteMenuItem;
    expect(afterDelete.items.map((item) => item.id).sort()).toEqual([a.id, b.id, c.id, a2.id].sort());
    expect(placed(afterDelete)).toMatchObject({ [b.id]: [a.id, 0], [a2.id]: [a.id, 1] });
  });

  it('updates an item in place: another menu or parent is refused, moveMenuItem moves', async () => {
    const target = await newMenu('in-place');
    const other = await newMenu('in-place-other');
    const parent = await heading(target.id, 'Parent');
    const child = await heading(target.id, 'Enfant', parent.id);
    const label = { fr: 'Renommé' };
    const refused = await save({ id: child.id, menuId: other.id, parentId: null, type: '3', label });
    expect(refusalOf(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        menuId: [expect.stringContaining('moveMenuItem')],
        parentId: [expect.stringContaining('moveMenuItem')],
      },
      messageKeys: {
        menuId: ContentMessageKey.INVALID_INPUT,
        parentId: ContentMessageKey.MENU_PARENT_INVALID,
      },
    });
    const [row] = await sql<{ menu_id: number; parent_id: number | null; label: { fr: string } }>(
      server,
      'select menu_id, parent_id, label from content_menu_item where id = ?',
      [child.id],
    );
    expect(row).toEqual({ menu_id: target.id, parent_id: parent.id, label: { fr: 'Enfant' } });
    const same = await saved({ id: child.id, menuId: target.id, parentId: parent.id, type: '3', label });
    expect(same).toMatchObject({ parentId: parent.id, label: { fr: 'Renommé' } });
  });

  it('keeps sibling positions consistent when two moves of one menu run at once', async () => {
    const target = await newMenu('concurrent');
    const items: Item[] = [];
    for (const fr of ['Un', 'Deux', 'Trois', 'Quatre']) items.push(await heading(target.id, fr));
    const [one, two, three, four] = items.map((item) => item.id);
    const results = await Promise.all([
      move(four ?? 0, null, 0),
      move(one ?? 0, three ?? null, 0),
      move(two ?? 0, null, 3),
    ]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined]);
    const rows = await sql<{ parent_id: number | null; positions: number[] }>(
      server,
      'select parent_id, array_agg(position order by position) as positions from content_menu_item where menu_id = ? group by parent_id',
      [target.id],
    );
    for (const row of rows) expect(row.positions).toEqual(row.positions.map((_, index) => index));
    expect(rows.reduce((total, row) => total + row.positions.length, 0)).toBe(4);
  });
});

describe('the storefront menu', () => {
  it('answers the active tree with the storefront’s paths, skipping items whose target is hidden', async () => {
    const header = await menu('header');
    const category = await makeCategory(server, { fr: 'Robes', en: 'Dresses', ar: 'فساتين' });
    const product = await makeProduct(server, { mainCategoryId: category.id, names: { fr: 'Robe kabyle' } });
    await sql(server, "update product set status = 'published' where id = ?", [product.id]);
    await sql(server, 'insert into product_shop (product_id, shop_uuid) values (?, ?)', [
      product.id,
      shopUuid,
    ]);
    const brand = await makeBrand(server, 'Condor');
    const hiddenBrand = await makeBrand(server, 'Fermée');
    const dresses = await saved({ menuId: header.id, type: 'ProductCategory', targetId: category.id });
    await saved({
      menuId: header.id,
      parentId: dresses.id,
      type: 'Product',
      targetId: product.id,
      label: { en: 'Our dress' },
    });
    const hidden = await saved({ menuId: header.id, type: 'Brand', targetId: hiddenBrand.id });
    await saved({ menuId: header.id, parentId: hidden.id, type: 'Link', link: '/x', label: { fr: 'Sous' } });
    await saved({ menuId: header.id, type: 'Brand', targetId: brand.id, openInNewTab: true });
    const group = await heading(header.id, 'Aide');
    await saved({
      menuId: header.id,
      parentId: group.id,
      type: 'Link',
      link: 'https://wa.me/213661000000',
      label: { fr: 'WhatsApp' },
    });
    await saved({ menuId: header.id, type: 'Link', link: '/off', label: { fr: 'Éteint' }, active: false });
    await sql(server, 'update brand set active = false where id = ?', [hiddenBrand.id]);

    const tree = async (locale: string) =>
      dataOf(
        await server.graphql<{ storefrontMenuItems: unknown[] }>(
          TREE,
          { code: 'header' },
          { 'accept-language': locale },
        ),
      ).storefrontMenuItems;
    expect(await tree('en')).toEqual([
      {
        id: dresses.id,
        label: 'Dresses',
        type: 'ProductCategory',
        href: `/catalog/category/${category.slug}`,
        openInNewTab: false,
        children: [
          {
            id: expect.any(Number),
            label: 'Our dress',
            type: 'Product',
            href: `/catalog/product/${category.slug}/${product.slug}`,
            children: [],
          },
        ],
      },
      {
        id: expect.any(Number),
        label: 'Condor',
        type: 'Brand',
        href: `/catalog/brands/${brand.slug}`,
        openInNewTab: true,
        children: [],
      },
      {
        id: group.id,
        label: 'Aide',
        type: '3',
        href: null,
        openInNewTab: false,
        children: [
          {
            id: expect.any(Number),
            label: 'WhatsApp',
            type: 'Link',
            href: 'https://wa.me/213661000000',
            children: [],
          },
        ],
      },
    ]);
    expect((await tree('ar'))[0]).toMatchObject({ label: 'فساتين', children: [{ label: 'Robe kabyle' }] });
    expect(
      dataOf(await server.graphql<{ storefrontMenuItems: unknown[] }>(TREE, { code: 'nowhere' }))
        .storefrontMenuItems,
    ).toEqual([]);
  });
});

describe('the menu helpers', () => {
  it('answer [list] of {id, name} in the request language for every kind', async () => {
    const category = await makeCategory(server, { fr: 'Cuisine', ar: 'مطبخ' });
    const brand = await makeBrand(server, 'Iris');
    await sql(
      server,
      'insert into collection (uuid, slug, names) values (gen_random_uuid(), \'aid\', \'{"fr": "Aïd", "en": "Eid"}\')',
    );
    const cms = await sql<{ id: number }>(
      server,
      'insert into cms_page (shop_uuid, slug, title, html) values (?, \'faq\', \'{"fr": "Questions", "ar": "أسئلة"}\', \'{"fr": "<p>x</p>"}\') returning id',
      [shopUuid],
    );
    const get = async (path: string, locale = 'fr') => {
      const response = await admin.rest('GET', `/dashboard/menu/api/${path}`, undefined, {
        'accept-language': locale,
      });
      return [response.status, await response.json()] as const;
    };
    const [status, categories] = await get('categories', 'ar');
    expect(status).toBe(200);
    expect(categories).toEqual([expect.arrayContaining([{ id: category.id, name: 'مطبخ' }])]);
    expect((await get('brands'))[1]).toEqual([expect.arrayContaining([{ id: brand.id, name: 'Iris' }])]);
    expect((await get('collections', 'en'))[1]).toEqual([
      expect.arrayContaining([{ id: expect.any(Number), name: 'Eid' }]),
    ]);
    expect((await get('cmsPage', 'ar'))[1]).toEqual([[{ id: cms[0]?.id, name: 'أسئلة' }]]);
    for (const path of ['pages', 'blogCategory', 'blogPost']) {
      const [code, body] = await get(path);
      expect([code, Array.isArray(body) && Array.isArray(body[0])]).toEqual([200, true]);
    }
    const [, search] = await get('products/search/cui');
    expect(search).toEqual([[]]);
  });
});
