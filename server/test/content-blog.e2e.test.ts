/**
 * CMS pages and the blog (content module): staff editing with sanitised HTML and uploaded
 * thumbnails, refusals that write nothing, the staff list's search and pages, and what the
 * storefront then reads (published only).
 */
import { ContentMessageKey } from '@tijara/schema';
import {
  count,
  dataOf,
  demoShopUuid,
  pngOf,
  refusalOf,
  staffClient,
  uploadContentImage,
} from './helpers/content-fixtures';
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

const SAVE_CMS = `mutation ($input: CmsPageInput!) { saveCmsPage(input: $input) { id slug title { fr ar } html { fr ar } published } }`;
const CMS_VIEW = 'query ($slug: String!) { cmsPage(slug: $slug) { slug title html } }';
const SAVE_CATEGORY = `mutation ($input: BlogCategoryInput!) { saveBlogCategory(input: $input) { id slug name { fr } description { fr ar } thumbnailKey thumbnailUrl postCount } }`;
const SAVE_POST = `mutation ($input: BlogPostInput!) { saveBlogPost(input: $input) { id slug title { fr } html { fr } thumbnailKey categoryIds published } }`;
const POSTS = `query ($shopUuid: ID!, $page: Int, $pageSize: Int, $search: String) {
  blogPosts(shopUuid: $shopUuid, page: $page, pageSize: $pageSize, search: $search) { totalCount page pageSize items { id slug title { fr } } } }`;

interface Saved {
  id: number;
  slug: string;
  [field: string]: unknown;
}

describe('CMS pages', () => {
  it('creates, updates and deletes a page, its HTML cleaned, the storefront reading it while published', async () => {
    const created = await admin.graphql<{ saveCmsPage: Saved }>(SAVE_CMS, {
      input: {
        shopUuid,
        title: { fr: 'Qui sommes-nous', ar: 'من نحن' },
        html: {
          fr: '<h2>Notre histoire</h2><p onmouseover="x()">Depuis 2009 à Oran.</p><script>steal()</script><img src="/media/a/b.webp" onerror="alert(1)">',
          ar: '<p>منذ 2009 في وهران.</p>',
        },
      },
    });
    const page = dataOf(created).saveCmsPage;
    expect(page).toMatchObject({
      slug: 'qui-sommes-nous',
      html: { fr: '<h2>Notre histoire</h2><p>Depuis 2009 à Oran.</p><img src="/media/a/b.webp" />' },
    });
    const read = await server.graphql(CMS_VIEW, { slug: 'qui-sommes-nous' }, { 'accept-language': 'ar' });
    expect(dataOf(read)).toEqual({
      cmsPage: { slug: 'qui-sommes-nous', title: 'من نحن', html: '<p>منذ 2009 في وهران.</p>' },
    });

    const hidden = await admin.graphql<{ saveCmsPage: Saved }>(SAVE_CMS, {
      input: { id: page.id, title: { fr: 'À propos' }, html: { fr: '<p>Texte</p>' }, published: false },
    });
    expect(dataOf(hidden).saveCmsPage).toMatchObject({
      slug: 'qui-sommes-nous',
      published: false,
      html: { ar: null },
    });
    expect(dataOf(await server.graphql(CMS_VIEW, { slug: 'qui-sommes-nous' }))).toEqual({ cmsPage: null });
    expect(
      dataOf(await admin.graphql('mutation ($id: Int!) { deleteCmsPage(id: $id) }', { id: page.id })),
    ).toEqual({ deleteCmsPage: true });
    expect(
      refusalOf(await admin.graphql('query ($id: Int!) { cmsPageDetail(id: $id) { id } }', { id: page.id }))
        .code,
    ).toBe('NOT_FOUND');
  });

  it('refuses an empty French title or body and a badly formed slug, writing nothing', async () => {
    const before = await count(server, 'cms_page');
    const result = await admin.graphql(SAVE_CMS, {
      input: {
        shopUuid,
        title: { fr: ' ', en: 'About' },
        html: { fr: '<p><script>x</script></p>' },
        slug: 'Qui Sommes',
      },
    });
    expect(refusalOf(result).messageKeys).toEqual({
      'title.fr': ContentMessageKey.TEXT_REQUIRED,
      'html.fr': ContentMessageKey.TEXT_REQUIRED,
      slug: ContentMessageKey.SLUG_INVALID,
    });
    expect(await count(server, 'cms_page')).toBe(before);
  });
});

describe('the blog', () => {
  it('saves categories and posts with uploaded thumbnails, and the storefront reads the published ones', async () => {
    const picture = await uploadContentImage(server, admin, shopUuid, await pngOf(900, 450, '#0A2FA8'));
    const again = await uploadContentImage(server, admin, shopUuid, await pngOf(900, 450, '#0A2FA8'));
    expect(again.mediaKey).toBe(picture.mediaKey);
    const category = dataOf(
      await admin.graphql<{ saveBlogCategory: Saved }>(SAVE_CATEGORY, {
        input: {
          shopUuid,
          name: { fr: 'Recettes', ar: 'وصفات' },
          description: { fr: 'Chorba, bourek et makrout pour le Ramadan.', ar: 'شربة وبوراك ومقروط لرمضان.' },
          thumbnailKey: picture.mediaKey,
        },
      }),
    ).saveBlogCategory;
    expect(category).toMatchObject({
      slug: 'recettes',
      thumbnailUrl: `/media/${picture.mediaKey}/grid-display.webp`,
      postCount: 0,
    });
    const post = dataOf(
      await admin.graphql<{ saveBlogPost: Saved }>(SAVE_POST, {
        input: {
          shopUuid,
          title: { fr: 'La chorba frik de Constantine' },
          html: { fr: '<p>Le frik se prépare la veille.</p><iframe src="https://evil.example"></iframe>' },
          thumbnailKey: picture.mediaKey,
          categoryIds: [category.id],
        },
      }),
    ).saveBlogPost;
    expect(post).toMatchObject({
      slug: 'la-chorba-frik-de-constantine',
      html: { fr: '<p>Le frik se prépare la veille.</p>' },
      categoryIds: [category.id],
    });
    const CARDS = `query { storefrontPage(slug: null) { id } blogCategory(slug: "recettes") { total posts { slug title categories } category { name description } } }`;
    expect(dataOf(await server.graphql(CARDS, {}, { 'accept-language': 'ar' }))).toMatchObject({
      blogCategory: {
        total: 1,
        category: { name: 'وصفات', description: 'شربة وبوراك ومقروط لرمضان.' },
        posts: [{ slug: post.slug, title: 'La chorba frik de Constantine', categories: ['وصفات'] }],
      },
    });
    dataOf(
      await admin.graphql(SAVE_POST, {
        input: { id: post.id, title: { fr: 'Brouillon' }, html: { fr: '<p>x</p>' }, published: false },
      }),
    );
    expect(
      dataOf(await server.graphql('query { blogPost(slug: "la-chorba-frik-de-constantine") { slug } }')),
    ).toEqual({ blogPost: null });
    expect(
      dataOf(
        await admin.graphql('mutation ($id: Int!) { deleteBlogCategory(id: $id) }', { id: category.id }),
      ),
    ).toEqual({ deleteBlogCategory: true });
    const detail = await admin.graphql('query ($id: Int!) { blogPostDetail(id: $id) { categoryIds } }', {
      id: post.id,
    });
    expect(dataOf(detail)).toEqual({ blogPostDetail: { categoryIds: [] } });
  });

  it('refuses a thumbnail that was not uploaded and a category of another shop, writing nothing', async () => {
    const [other] = await server.orm.em.fork().execute<{ id: number }[]>(
      `with s as (insert into shop (uuid, name) values (gen_random_uuid(), 'Ailleurs') returning uuid)
       insert into blog_category (shop_uuid, slug, name) select uuid, 'ailleurs', '{"fr": "Ailleurs"}' from s returning id`,
    );
    const before = await count(server, 'blog_post');
    const result = await admin.graphql(SAVE_POST, {
      input: {
        shopUuid,
        title: { fr: 'Titre' },
        html: { fr: '<p>Texte</p>' },
        thumbnailKey: `content/${shopUuid}/${'a'.repeat(32)}`,
        categoryIds: [other?.id],
      },
    });
    expect(refusalOf(result).messageKeys).toEqual({
      thumbnailKey: ContentMessageKey.IMAGE_UNKNOWN,
      categoryIds: ContentMessageKey.TARGET_UNKNOWN,
    });
    expect(await count(server, 'blog_post')).toBe(before);
  });

  it('lists posts newest first, searched in every language, by pages, with the total past the last', async () => {
    for (const [fr, ar] of [
      ['Tajine zitoune', 'طاجين الزيتون'],
      ['Rechta algéroise', 'رشتة عاصمية'],
      ['Tajine el bey', 'طاجين الباي'],
    ]) {
      dataOf(
        await admin.graphql(SAVE_POST, {
          input: { shopUuid, title: { fr, ar }, html: { fr: `<p>${fr}</p>` } },
        }),
      );
    }
    const page = async (variables: Record<string, unknown>) =>
      dataOf(
        await admin.graphql<{ blogPosts: { totalCount: number; items: { title: { fr: string } }[] } }>(
          POSTS,
          { shopUuid, ...variables },
        ),
      ).blogPosts;
    const tajines = await page({ search: 'طاجين' });
    expect(tajines.items.map((item) => item.title.fr)).toEqual(['Tajine el bey', 'Tajine zitoune']);
    expect((await page({ search: 'rechta' })).totalCount).toBe(1);
    const all = await page({ pageSize: 12 });
    expect(all.items.length).toBe(all.totalCount);
    // Past the last page: no posts, and still the true total.
    expect(await page({ pageSize: 12, page: 99 })).toMatchObject({ items: [], totalCount: all.totalCount });
    expect(all.totalCount).toBeGreaterThan(0);
    expect(refusalOf(await admin.graphql(POSTS, { shopUuid, pageSize: 5 })).code).toBe('BAD_USER_INPUT');
  });
});
