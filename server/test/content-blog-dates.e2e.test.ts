/**
 * A blog post's date (createdAt) set by staff: back-dated for a post moved from an old site, kept on
 * an update that omits it, the request's now for a new post that omits it, and refused, with nothing
 * written, when more than a day ahead. The clock is pinned, so "a day ahead" is exact.
 */
import { BLOG_POST_DATE_MAX_AHEAD_MS, ContentMessageKey } from '@tijara/schema';
import { count, dataOf, demoShopUuid, refusalOf, sql, staffClient } from './helpers/content-fixtures';
import type { StaffClient } from './helpers/content-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date();
const SAVE_POST = `mutation ($input: BlogPostInput!) { saveBlogPost(input: $input) { id slug createdAt title { fr } } }`;
const STOREFRONT_POST = 'query ($slug: String!) { blogPost(slug: $slug) { slug createdAt } }';

interface SavedPost {
  id: number;
  slug: string;
  createdAt: string;
}

let server: TestApp;
let admin: StaffClient;
let shopUuid: string;

beforeAll(async () => {
  server = await createTestApp({ now: NOW });
  admin = await staffClient(server);
  shopUuid = await demoShopUuid(server);
});
afterAll(() => server.close());

async function savePost(input: Record<string, unknown>): Promise<SavedPost> {
  return dataOf(await admin.graphql<{ saveBlogPost: SavedPost }>(SAVE_POST, { input })).saveBlogPost;
}

async function storedDate(id: number): Promise<string> {
  const [row] = await sql<{ createdAt: Date | string }>(
    server,
    'select created_at as "createdAt" from blog_post where id = ?',
    [id],
  );
  return row ? new Date(row.createdAt).toISOString() : 'none';
}

const article = (fr: string) => ({ title: { fr }, html: { fr: `<p>${fr}</p>` } });

it('dates a new post at the request’s now when it is given no date', async () => {
  const post = await savePost({ shopUuid, ...article('Le makrout au miel') });
  expect(post.createdAt).toBe(NOW.toISOString());
  expect(await storedDate(post.id)).toBe(NOW.toISOString());
});

it('takes a past date for a post moved from an old site, and the storefront shows it', async () => {
  const migrated = '2014-03-08T09:30:00.000Z';
  const post = await savePost({ shopUuid, ...article('Les gâteaux de l’Aïd 2014'), createdAt: migrated });
  expect(post.createdAt).toBe(migrated);
  expect(await storedDate(post.id)).toBe(migrated);
  const read = dataOf(await server.graphql(STOREFRONT_POST, { slug: post.slug }));
  expect(read).toEqual({ blogPost: { slug: post.slug, createdAt: migrated } });
});

it('keeps a saved post’s date when an update omits it, and changes it when one is given', async () => {
  const post = await savePost({ shopUuid, ...article('La rechta'), createdAt: '2019-11-02T08:00:00.000Z' });
  const renamed = await savePost({ id: post.id, ...article('La rechta algéroise') });
  expect(renamed.createdAt).toBe('2019-11-02T08:00:00.000Z');
  expect(await storedDate(post.id)).toBe('2019-11-02T08:00:00.000Z');
  const nulled = await savePost({ id: post.id, ...article('La rechta algéroise'), createdAt: null });
  expect(nulled.createdAt).toBe('2019-11-02T08:00:00.000Z');
  const redated = await savePost({
    id: post.id,
    ...article('La rechta algéroise'),
    createdAt: '2020-01-05T12:00:00.000Z',
  });
  expect(redated.createdAt).toBe('2020-01-05T12:00:00.000Z');
});

it('takes a date up to one day ahead (a device a time zone ahead, a fast clock)', async () => {
  const limit = new Date(NOW.getTime() + BLOG_POST_DATE_MAX_AHEAD_MS).toISOString();
  const post = await savePost({ shopUuid, ...article('Demain au marché'), createdAt: limit });
  expect(post.createdAt).toBe(limit);
});

it('refuses a date more than a day ahead under createdAt, writing nothing', async () => {
  const tooLate = new Date(NOW.getTime() + BLOG_POST_DATE_MAX_AHEAD_MS + 1000).toISOString();
  const before = await count(server, 'blog_post');
  const created = await admin.graphql(SAVE_POST, {
    input: { shopUuid, ...article('Le programme du mois prochain'), createdAt: tooLate },
  });
  expect(refusalOf(created)).toEqual({
    code: 'BAD_USER_INPUT',
    fieldErrors: { createdAt: ['must be at most one day after now'] },
    messageKeys: { createdAt: ContentMessageKey.CREATED_AT_TOO_LATE },
  });
  expect(await count(server, 'blog_post')).toBe(before);

  const post = await savePost({ shopUuid, ...article('Le couscous du vendredi') });
  const updated = await admin.graphql(SAVE_POST, {
    input: { id: post.id, ...article('Le couscous du vendredi soir'), createdAt: tooLate },
  });
  expect(refusalOf(updated).messageKeys).toEqual({ createdAt: ContentMessageKey.CREATED_AT_TOO_LATE });
  const [kept] = await sql<{ title: { fr: string } }>(server, 'select title from blog_post where id = ?', [
    post.id,
  ]);
  expect(kept?.title.fr).toBe('Le couscous du vendredi');
  expect(await storedDate(post.id)).toBe(NOW.toISOString());
});
