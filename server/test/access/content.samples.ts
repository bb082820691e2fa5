/**
 * Access samples for the content area (see samples.ts): the demo shop's menus, home and a landing
 * page with blocks, CMS pages, blog categories and posts, one per changing call (an allowed delete
 * removes its row), and a real PNG for the content image upload.
 */
import { image, uploadForm } from '../helpers/images-fixtures';
import { dataOf, demoShopUuid, homeId, staffClient } from '../helpers/content-fixtures';
import type { AccessSamples } from './samples';

let shopUuid: string;
let png: Buffer;
const ids = {
  menu: 0,
  moved: 0,
  deleted: 0,
  home: 0,
  landing: 0,
  block: 0,
  movedBlock: 0,
  cms: 0,
  cmsDeleted: 0,
};
const blog = { category: 0, categoryDeleted: 0, post: 0, postDeleted: 0 };

export const contentSamples: AccessSamples = {
  async prepare(server) {
    shopUuid = await demoShopUuid(server);
    png = await image(120, 40);
    const admin = await staffClient(server, { roles: ['ADMIN'] });
    const run = async <T>(query: string, variables: Record<string, unknown>) =>
      dataOf(await admin.graphql<T>(query, variables));
    const menus = await run<{ contentMenus: { id: number; code: string }[] }>(
      'query ($s: ID!) { contentMenus(shopUuid: $s) { id code } }',
      { s: shopUuid },
    );
    ids.menu = menus.contentMenus[0]?.id ?? 0;
    const item = (fr: string) =>
      run<{ saveMenuItem: { id: number } }>(
        'mutation ($i: MenuItemInput!) { saveMenuItem(input: $i) { id } }',
        {
          i: { menuId: ids.menu, type: '3', label: { fr } },
        },
      );
    ids.moved = (await item('Déplacé')).saveMenuItem.id;
    ids.deleted = (await item('Supprimé')).saveMenuItem.id;
    ids.home = await homeId(admin, shopUuid);
    const page = await run<{ saveContentPage: { id: number } }>(
      'mutation ($i: ContentPageInput!) { saveContentPage(input: $i) { id } }',
      { i: { shopUuid, title: { fr: 'Accès' } } },
    );
    ids.landing = page.saveContentPage.id;
    const block = () =>
      run<{ saveContentBlock: { id: number } }>(
        'mutation ($i: ContentBlockInput!) { saveContentBlock(input: $i) { id } }',
        {
          i: { pageId: ids.home, type: 'discount_block' },
        },
      );
    ids.block = (await block()).saveContentBlock.id;
    ids.movedBlock = (await block()).saveContentBlock.id;
    const cms = (slug: string) =>
      run<{ saveCmsPage: { id: number } }>('mutation ($i: CmsPageInput!) { saveCmsPage(input: $i) { id } }', {
        i: { shopUuid, slug, title: { fr: 'Accès' }, html: { fr: '<p>Accès</p>' } },
      });
    ids.cms = (await cms('acces')).saveCmsPage.id;
    ids.cmsDeleted = (await cms('acces-supprime')).saveCmsPage.id;
    const category = (slug: string) =>
      run<{ saveBlogCategory: { id: number } }>(
        'mutation ($i: BlogCategoryInput!) { saveBlogCategory(input: $i) { id } }',
        {
          i: { shopUuid, slug, name: { fr: 'Accès' } },
        },
      );
    blog.category = (await category('acces')).saveBlogCategory.id;
    blog.categoryDeleted = (await category('acces-supprime')).saveBlogCategory.id;
    const post = (slug: string) =>
      run<{ saveBlogPost: { id: number } }>(
        'mutation ($i: BlogPostInput!) { saveBlogPost(input: $i) { id } }',
        {
          i: {
            shopUuid,
            slug,
            title: { fr: 'Accès' },
            html: { fr: '<p>Accès</p>' },
            categoryIds: [blog.category],
          },
        },
      );
    blog.post = (await post('acces')).saveBlogPost.id;
    blog.postDeleted = (await post('acces-supprime')).saveBlogPost.id;
  },
  graphql: () => ({
    'query contentMenus': `{ contentMenus(shopUuid: "${shopUuid}") { id code items { id } } }`,
    'mutation createMenu': `mutation { createMenu(shopUuid: "${shopUuid}", code: "acces") { id } }`,
    'mutation saveMenuItem': `mutation { saveMenuItem(input: { menuId: ${ids.menu}, type: "Link", link: "/acces", label: { fr: "Accès" } }) { id } }`,
    'mutation moveMenuItem': `mutation { moveMenuItem(id: ${ids.moved}, position: 0) { id } }`,
    'mutation deleteMenuItem': `mutation { deleteMenuItem(id: ${ids.deleted}) { id } }`,
    'query contentPages': `{ contentPages(shopUuid: "${shopUuid}") { id slug } }`,
    'query contentPage': `{ contentPage(id: ${ids.home}) { id blocks { id type } } }`,
    'mutation saveContentPage': `mutation { saveContentPage(input: { shopUuid: "${shopUuid}", title: { fr: "Accès 2" } }) { id } }`,
    'mutation deleteContentPage': `mutation { deleteContentPage(id: ${ids.landing}) }`,
    'mutation saveContentBlock': `mutation { saveContentBlock(input: { pageId: ${ids.home}, type: "products_carousel", responsiveNumber: "[2,3,5]" }) { id } }`,
    'mutation moveContentBlock': `mutation { moveContentBlock(id: ${ids.movedBlock}, position: 0) { id } }`,
    'mutation deleteContentBlock': `mutation { deleteContentBlock(id: ${ids.block}) { id } }`,
    'query cmsPages': `{ cmsPages(shopUuid: "${shopUuid}") { id slug } }`,
    'query cmsPageDetail': `{ cmsPageDetail(id: ${ids.cms}) { id html { fr } } }`,
    'mutation saveCmsPage': `mutation { saveCmsPage(input: { id: ${ids.cms}, title: { fr: "Accès" }, html: { fr: "<p>Accès</p>" } }) { id } }`,
    'mutation deleteCmsPage': `mutation { deleteCmsPage(id: ${ids.cmsDeleted}) }`,
    'query blogCategories': `{ blogCategories(shopUuid: "${shopUuid}") { id slug } }`,
    'mutation saveBlogCategory': `mutation { saveBlogCategory(input: { id: ${blog.category}, name: { fr: "Accès" } }) { id } }`,
    'mutation deleteBlogCategory': `mutation { deleteBlogCategory(id: ${blog.categoryDeleted}) }`,
    'query blogPosts': `{ blogPosts(shopUuid: "${shopUuid}", search: "acc") { totalCount items { id } } }`,
    'query blogPostDetail': `{ blogPostDetail(id: ${blog.post}) { id html { fr } } }`,
    'mutation saveBlogPost': `mutation { saveBlogPost(input: { id: ${blog.post}, title: { fr: "Accès" }, html: { fr: "<p>Accès</p>" } }) { id } }`,
    'mutation deleteBlogPost': `mutation { deleteBlogPost(id: ${blog.postDeleted}) }`,
    'query themeVariables': `{ themeVariables(shopUuid: "${shopUuid}") { colorPrimary } }`,
    'mutation saveThemeVariables': `mutation { saveThemeVariables(shopUuid: "${shopUuid}", input: { colorInfo: "#0a2fa8" }) { colorInfo } }`,
    'mutation resetThemeVariables': `mutation { resetThemeVariables(shopUuid: "${shopUuid}") { colorInfo } }`,
    'query storefrontPage': '{ storefrontPage { id blocks { id type products { id } } } }',
    'query storefrontMenuItems': '{ storefrontMenuItems(code: "header") { id label href children { id } } }',
    'query cmsPage': '{ cmsPage(slug: "acces") { slug title html } }',
    'query blogPost': '{ blogPost(slug: "acces") { slug title } }',
    'query blogCategory': '{ blogCategory(slug: "acces") { total posts { slug } } }',
    'query theme': '{ theme { colorPrimary colorGrey1 } }',
  }),
  rest: () => ({
    ...Object.fromEntries(
      ['pages', 'categories', 'collections', 'brands', 'cmsPage', 'blogCategory', 'blogPost'].map((kind) => [
        `get /dashboard/menu/api/${kind}`,
        `/dashboard/menu/api/${kind}?shopUuid=${shopUuid}`,
      ]),
    ),
    'post /dashboard/api/content/:shopUuid/images': {
      path: `/dashboard/api/content/${shopUuid}/images`,
      form: () => uploadForm([{ name: 'banner.png', data: png }]),
    },
    'get /theme.css': {
      // The access test reads JSON answers: a stylesheet is not one, an unknown shop's 404 is. The
      // stylesheet itself is covered by content-storefront.e2e.test.ts.
      path: '/theme.css?shop=00000000-0000-0000-0000-000000000000',
      status: 404,
    },
  }),
};
