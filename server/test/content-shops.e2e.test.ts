/**
 * Content across shops: staff of one shop reach nothing of another's by id, by its uuid or through
 * the REST calls (FORBIDDEN or 403, nothing written), and another shop's CMS page, post or blog
 * category is no block or menu target (a field error); a shop uuid written in capitals is the shop.
 */
import { ContentMessageKey } from '@tijara/schema';
import {
  dataOf,
  demoShopUuid,
  homeId,
  pngOf,
  refusalOf,
  SAVE_BLOCK,
  sql,
  staffClient,
  uploadContentImage,
} from './helpers/content-fixtures';
import type { StaffClient } from './helpers/content-fixtures';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
/** Staff of the demo shop only (CONTENT there). */
let editor: StaffClient;
let shopUuid: string;
let otherShop: string;
let other: OtherContent;

interface OtherContent {
  readonly pageId: number;
  readonly blockId: number;
  readonly menuId: number;
  readonly itemId: number;
  readonly cmsPageId: number;
  readonly blogCategoryId: number;
  readonly blogPostId: number;
}

async function idOf(query: string, variables: Record<string, unknown>): Promise<number> {
  const data = dataOf(await admin.graphql<Record<string, { id: number }>>(query, variables));
  const [answer] = Object.values(data);
  if (!answer) throw new Error('No answer');
  return answer.id;
}

/** A landing page, a block, a menu item, a CMS page, a blog category, a post and a theme in `shop`. */
async function composeShop(shop: string): Promise<OtherContent> {
  const pageId = await homeId(admin, shop);
  const blockId = await idOf(SAVE_BLOCK, {
    input: { pageId, type: 'html_block', texts: { fr: { html: '<p>Ailleurs</p>' } } },
  });
  const menus = dataOf(
    await admin.graphql<{ contentMenus: { id: number; code: string }[] }>(
      'query ($shopUuid: ID!) { contentMenus(shopUuid: $shopUuid) { id code } }',
      { shopUuid: shop },
    ),
  ).contentMenus;
  const menuId = menus.find((menu) => menu.code === 'header')?.id ?? 0;
  const itemId = await idOf('mutation ($input: MenuItemInput!) { saveMenuItem(input: $input) { id } }', {
    input: { menuId, type: '3', label: { fr: 'Rubrique' } },
  });
  const cmsPageId = await idOf('mutation ($input: CmsPageInput!) { saveCmsPage(input: $input) { id } }', {
    input: { shopUuid: shop, title: { fr: 'Mentions' }, html: { fr: '<p>Texte</p>' } },
  });
  const blogCategoryId = await idOf(
    'mutation ($input: BlogCategoryInput!) { saveBlogCategory(input: $input) { id } }',
    { input: { shopUuid: shop, name: { fr: 'Recettes' } } },
  );
  const blogPostId = await idOf('mutation ($input: BlogPostInput!) { saveBlogPost(input: $input) { id } }', {
    input: {
      shopUuid: shop,
      title: { fr: 'Couscous' },
      html: { fr: '<p>Texte</p>' },
      categoryIds: [blogCategoryId],
    },
  });
  dataOf(
    await admin.graphql(
      'mutation ($shopUuid: ID!) { saveThemeVariables(shopUuid: $shopUuid, input: { colorPrimary: "#123456" }) { colorPrimary } }',
      { shopUuid: shop },
    ),
  );
  return { pageId, blockId, menuId, itemId, cmsPageId, blogCategoryId, blogPostId };
}

/** Every content row of a shop, as JSON: equal before and after means nothing was written. */
async function contentOf(shop: string): Promise<string> {
  const [row] = await sql<{ content: unknown }>(
    server,
    `select json_build_object(
      'pages', (select json_agg(p order by p.id) from content_page p where p.shop_uuid = ?),
      'blocks', (select json_agg(b order by b.id) from content_block b join content_page p on p.id = b.page_id where p.shop_uuid = ?),
      'menus', (select json_agg(m order by m.id) from content_menu m where m.shop_uuid = ?),
      'items', (select json_agg(i order by i.id) from content_menu_item i join content_menu m on m.id = i.menu_id where m.shop_uuid = ?),
      'cms', (select json_agg(c order by c.id) from cms_page c where c.shop_uuid = ?),
      'categories', (select json_agg(c order by c.id) from blog_category c where c.shop_uuid = ?),
      'posts', (select json_agg(bp order by bp.id) from blog_post bp where bp.shop_uuid = ?),
      'postCategories', (select json_agg(pc order by pc.post_id, pc.category_id) from blog_post_category pc join blog_post bp on bp.id = pc.post_id where bp.shop_uuid = ?),
      'theme', (select json_agg(t) from content_theme t where t.shop_uuid = ?),
      'images', (select count(*) from content_image ci where ci.shop_uuid = ?)) as content`,
    Array.from({ length: 10 }, () => shop),
  );
  return JSON.stringify(row?.content);
}

beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  shopUuid = await demoShopUuid(server);
  const [created] = await sql<{ uuid: string }>(
    server,
    "insert into shop (uuid, name) values (gen_random_uuid(), 'Boutique d’Oran') returning uuid",
  );
  otherShop = created?.uuid ?? '';
  other = await composeShop(otherShop);
  editor = await staffClient(server, { roles: ['CATALOG_EDITOR'], shopIds: [shopUuid] });
});
afterAll(() => server.close());

describe('another shop’s content', () => {
  it('is FORBIDDEN by id and by shop uuid, to read and to write, and nothing is written', async () => {
    const before = await contentOf(otherShop);
    const byId = (query: string) => editor.graphql(query, other as unknown as Record<string, unknown>);
    const calls: [string, Promise<GraphqlResponse<unknown>>][] = [
      ['contentPage', byId('query ($pageId: Int!) { contentPage(id: $pageId) { id } }')],
      [
        'saveContentPage',
        byId(
          'mutation ($pageId: Int!) { saveContentPage(input: { id: $pageId, title: { fr: "Pris" } }) { id } }',
        ),
      ],
      ['deleteContentPage', byId('mutation ($pageId: Int!) { deleteContentPage(id: $pageId) }')],
      [
        'saveContentBlock (id)',
        byId(
          'mutation ($blockId: Int!) { saveContentBlock(input: { id: $blockId, type: "html_block", texts: { fr: { html: "<p>Pris</p>" } } }) { id } }',
        ),
      ],
      [
        'saveContentBlock (pageId)',
        byId(
          'mutation ($pageId: Int!) { saveContentBlock(input: { pageId: $pageId, type: "discount_block" }) { id } }',
        ),
      ],
      [
        'moveContentBlock',
        byId('mutation ($blockId: Int!) { moveContentBlock(id: $blockId, position: 0) { id } }'),
      ],
      ['deleteContentBlock', byId('mutation ($blockId: Int!) { deleteContentBlock(id: $blockId) { id } }')],
      [
        'saveMenuItem (id)',
        byId(
          'mutation ($itemId: Int!) { saveMenuItem(input: { id: $itemId, type: "3", label: { fr: "Pris" } }) { id } }',
        ),
      ],
      [
        'saveMenuItem (menuId)',
        byId(
          'mutation ($menuId: Int!) { saveMenuItem(input: { menuId: $menuId, type: "3", label: { fr: "Ajout" } }) { id } }',
        ),
      ],
      [
        'moveMenuItem',
        byId('mutation ($itemId: Int!) { moveMenuItem(id: $itemId, parentId: null, position: 0) { id } }'),
      ],
      ['deleteMenuItem', byId('mutation ($itemId: Int!) { deleteMenuItem(id: $itemId) { id } }')],
      ['cmsPageDetail', byId('query ($cmsPageId: Int!) { cmsPageDetail(id: $cmsPageId) { id } }')],
      [
        'saveCmsPage',
        byId(
          'mutation ($cmsPageId: Int!) { saveCmsPage(input: { id: $cmsPageId, title: { fr: "Pris" }, html: { fr: "<p>Pris</p>" } }) { id } }',
        ),
      ],
      ['deleteCmsPage', byId('mutation ($cmsPageId: Int!) { deleteCmsPage(id: $cmsPageId) }')],
      [
        'saveBlogCategory',
        byId(
          'mutation ($blogCategoryId: Int!) { saveBlogCategory(input: { id: $blogCategoryId, name: { fr: "Pris" } }) { id } }',
        ),
      ],
      [
        'deleteBlogCategory',
        byId('mutation ($blogCategoryId: Int!) { deleteBlogCategory(id: $blogCategoryId) }'),
      ],
      ['blogPostDetail', byId('query ($blogPostId: Int!) { blogPostDetail(id: $blogPostId) { id } }')],
      [
        'saveBlogPost',
        byId(
          'mutation ($blogPostId: Int!) { saveBlogPost(input: { id: $blogPostId, title: { fr: "Pris" }, html: { fr: "<p>Pris</p>" } }) { id } }',
        ),
      ],
      ['deleteBlogPost', byId('mutation ($blogPostId: Int!) { deleteBlogPost(id: $blogPostId) }')],
    ];
    const byShop = (query: string) => editor.graphql(query, { shopUuid: otherShop });
    calls.push(
      ['contentPages', byShop('query ($shopUuid: ID!) { contentPages(shopUuid: $shopUuid) { id } }')],
      ['contentMenus', byShop('query ($shopUuid: ID!) { contentMenus(shopUuid: $shopUuid) { id } }')],
      [
        'createMenu',
        byShop('mutation ($shopUuid: ID!) { createMenu(shopUuid: $shopUuid, code: "pris") { id } }'),
      ],
      ['cmsPages', byShop('query ($shopUuid: ID!) { cmsPages(shopUuid: $shopUuid) { id } }')],
      ['blogCategories', byShop('query ($shopUuid: ID!) { blogCategories(shopUuid: $shopUuid) { id } }')],
      ['blogPosts', byShop('query ($shopUuid: ID!) { blogPosts(shopUuid: $shopUuid) { totalCount } }')],
      [
        'themeVariables',
        byShop('query ($shopUuid: ID!) { themeVariables(shopUuid: $shopUuid) { colorPrimary } }'),
      ],
      [
        'saveThemeVariables',
        byShop(
          'mutation ($shopUuid: ID!) { saveThemeVariables(shopUuid: $shopUuid, input: { colorPrimary: "#000000" }) { colorPrimary } }',
        ),
      ],
      [
        'resetThemeVariables',
        byShop('mutation ($shopUuid: ID!) { resetThemeVariables(shopUuid: $shopUuid) { colorPrimary } }'),
      ],
      [
        'saveContentPage (shopUuid)',
        byShop(
          'mutation ($shopUuid: ID!) { saveContentPage(input: { shopUuid: $shopUuid, title: { fr: "Neuve" } }) { id } }',
        ),
      ],
      [
        'saveCmsPage (shopUuid)',
        byShop(
          'mutation ($shopUuid: ID!) { saveCmsPage(input: { shopUuid: $shopUuid, title: { fr: "Neuve" }, html: { fr: "<p>x</p>" } }) { id } }',
        ),
      ],
      [
        'saveBlogCategory (shopUuid)',
        byShop(
          'mutation ($shopUuid: ID!) { saveBlogCategory(input: { shopUuid: $shopUuid, name: { fr: "Neuve" } }) { id } }',
        ),
      ],
      [
        'saveBlogPost (shopUuid)',
        byShop(
          'mutation ($shopUuid: ID!) { saveBlogPost(input: { shopUuid: $shopUuid, title: { fr: "Neuf" }, html: { fr: "<p>x</p>" } }) { id } }',
        ),
      ],
    );
    const codes = await Promise.all(calls.map(async ([name, call]) => [name, refusalOf(await call).code]));
    expect(codes).toEqual(calls.map(([name]) => [name, 'FORBIDDEN']));
    expect(await contentOf(otherShop)).toBe(before);
  });

  it('answers 403 to the menu reference lists and the image upload of another shop', async () => {
    const before = await contentOf(otherShop);
    for (const kind of [
      'pages',
      'categories',
      'collections',
      'brands',
      'cmsPage',
      'blogCategory',
      'blogPost',
    ]) {
      const response = await editor.rest('GET', `/dashboard/menu/api/${kind}?shopUuid=${otherShop}`);
      expect([kind, response.status]).toEqual([kind, 403]);
    }
    const own = await editor.rest('GET', `/dashboard/menu/api/cmsPage?shopUuid=${shopUuid}`);
    expect(own.status).toBe(200);
    await expect(uploadContentImage(server, editor, otherShop, await pngOf(40, 30))).rejects.toThrow(
      /upload failed: 403/,
    );
    expect(await contentOf(otherShop)).toBe(before);
  });

  it('is no target of a block or a menu item: a field error, nothing written', async () => {
    const pageId = await homeId(editor, shopUuid);
    const ownContent = await contentOf(shopUuid);
    const block = (input: Record<string, unknown>) =>
      editor.graphql(SAVE_BLOCK, { input: { pageId, ...input } });
    expect(
      refusalOf(await block({ type: 'blog_post_card', target: { blogPostId: other.blogPostId } }))
        .messageKeys,
    ).toEqual({ 'target.blogPostId': ContentMessageKey.TARGET_UNKNOWN });
    expect(
      refusalOf(
        await block({ type: 'blog_posts_carousel', target: { blogCategoryId: other.blogCategoryId } }),
      ).messageKeys,
    ).toEqual({ 'target.blogCategoryId': ContentMessageKey.TARGET_UNKNOWN });
    expect(
      refusalOf(await block({ type: 'blog_categories_carousel', target: { ids: [other.blogCategoryId] } }))
        .messageKeys,
    ).toEqual({ 'target.ids': ContentMessageKey.TARGET_UNKNOWN });

    const header = dataOf(
      await editor.graphql<{ contentMenus: { id: number; code: string }[] }>(
        'query ($shopUuid: ID!) { contentMenus(shopUuid: $shopUuid) { id code } }',
        { shopUuid },
      ),
    ).contentMenus.find((menu) => menu.code === 'header');
    for (const [type, targetId] of [
      ['Cms', other.cmsPageId],
      ['BlogCategory', other.blogCategoryId],
      ['BlogPost', other.blogPostId],
    ] as const) {
      const result = await editor.graphql(
        'mutation ($input: MenuItemInput!) { saveMenuItem(input: $input) { id } }',
        { input: { menuId: header?.id, type, targetId } },
      );
      expect([type, refusalOf(result).messageKeys]).toEqual([
        type,
        { targetId: ContentMessageKey.TARGET_UNKNOWN },
      ]);
    }
    expect(await contentOf(shopUuid)).toBe(ownContent);
  });
});

describe('a shop uuid in capitals', () => {
  it('is the shop: an upload answers a lower-case key a post can then name', async () => {
    const upper = shopUuid.toUpperCase();
    const uploaded = await uploadContentImage(server, editor, upper, await pngOf(64, 48, '#0b6e4f'));
    expect(uploaded.mediaKey.startsWith(`content/${shopUuid}/`)).toBe(true);
    const post = await editor.graphql<{ saveBlogPost: { thumbnailKey: string } }>(
      'mutation ($input: BlogPostInput!) { saveBlogPost(input: $input) { thumbnailKey } }',
      {
        input: {
          shopUuid: upper,
          title: { fr: 'Majuscules' },
          html: { fr: '<p>x</p>' },
          thumbnailKey: uploaded.mediaKey,
        },
      },
    );
    expect(dataOf(post).saveBlogPost.thumbnailKey).toBe(uploaded.mediaKey);
    const cms = await editor.rest('GET', `/dashboard/menu/api/cmsPage?shopUuid=${upper}`);
    expect(cms.status).toBe(200);
  });
});
