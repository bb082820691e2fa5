/**
 * The back office's moderation queue: the product each review is about (name in the request's
 * language, slug for the link), the queue taken oldest first, the rejection reason (required,
 * stored, shown to staff, cleared on publishing) and a bounded number of statements per page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorOf, sql } from './helpers/catalog-admin-fixtures';
import {
  createReviewableProduct,
  demoShop,
  reviewFields,
  reviewForm,
  submitReview,
} from './helpers/reviews-fixtures';
import type { ProductFixture } from './helpers/reviews-fixtures';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let mediaDir: string;
let token: string;
let admin: Signed;
let statements: string[] = [];

const REJECT = `mutation($id: Int!, $reason: String!) {
  rejectReview(id: $id, reason: $reason) { id status rejectionReason } }`;
const PUBLISH = `mutation($id: Int!) { publishReview(id: $id) { id status rejectionReason } }`;
const QUEUE = `query($productId: Int, $oldestFirst: Boolean, $status: ReviewStatus) {
  reviews(productId: $productId, oldestFirst: $oldestFirst, status: $status, pageSize: 50) {
    totalCount items { id productName productSlug status rejectionReason } } }`;

interface QueueItem {
  id: number;
  productName: string;
  productSlug: string;
  status: string;
  rejectionReason: string | null;
}

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'tijara-review-queue-'));
  server = await createTestApp({
    env: { MEDIA_DIR: mediaDir, PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' },
    onQuery: (query) => statements.push(query),
  });
  token = (await demoShop(server)).storefrontToken;
  admin = await signInAs(server, { roles: ['ADMIN'] });
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function submitted(product: ProductFixture, text: string): Promise<number> {
  const { body } = await submitReview(server, reviewForm({ ...reviewFields(product.uuid), text }), { token });
  const { uuid } = body['data'] as { uuid: string };
  const [row] = await sql<{ id: number }>(server, 'select id from review where uuid = ?', [uuid]);
  return row?.id ?? 0;
}

const staff = <T>(query: string, variables: Record<string, unknown>, language = 'fr') =>
  server.graphql<T>(query, variables, { cookie: admin.cookie, 'accept-language': language });

async function queue(variables: Record<string, unknown>, language = 'fr') {
  const answer = await staff<{ reviews: { totalCount: number; items: QueueItem[] } }>(
    QUEUE,
    variables,
    language,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.reviews.items ?? [];
}

describe('the moderation queue', () => {
  it("names each review's product in the request language, with its slug, oldest first on demand", async () => {
    const product = await createReviewableProduct(server);
    const [row] = await sql<{ slug: string; name: string }>(
      server,
      "select p.slug, t.name from product p join product_translation t on t.product_id = p.id and t.locale = 'fr' where p.id = ?",
      [product.id],
    );
    await sql(server, "insert into product_translation (product_id, locale, name) values (?, 'en', ?)", [
      product.id,
      'Sandals',
    ]);
    const first = await submitted(product, 'The first review');
    const second = await submitted(product, 'The second review');
    await sql(server, "update review set created_at = created_at - interval '1 hour' where id = ?", [first]);

    const newest = await queue({ productId: product.id, status: 'PENDING' });
    expect(newest.map((item) => item.id)).toEqual([second, first]);
    expect(newest[0]).toEqual({
      id: second,
      productName: row?.name,
      productSlug: row?.slug,
      status: 'PENDING',
      rejectionReason: null,
    });
    const oldest = await queue({ productId: product.id, oldestFirst: true }, 'en');
    expect(oldest.map((item) => [item.id, item.productName])).toEqual([
      [first, 'Sandals'],
      [second, 'Sandals'],
    ]);
  });

  it('stores the rejection reason trimmed, shows it to staff and clears it on publishing', async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, 'Rejected then published');
    const rejected = await staff(REJECT, { id, reason: '  Propos injurieux  ' });
    expect(rejected.data).toEqual({
      rejectReview: { id, status: 'REJECTED', rejectionReason: 'Propos injurieux' },
    });
    expect((await queue({ productId: product.id, status: 'REJECTED' }))[0]?.rejectionReason).toBe(
      'Propos injurieux',
    );
    const reworded = await staff(REJECT, { id, reason: 'Publicité' });
    expect(reworded.data).toEqual({ rejectReview: { id, status: 'REJECTED', rejectionReason: 'Publicité' } });
    const published = await staff(PUBLISH, { id });
    expect(published.data).toEqual({ publishReview: { id, status: 'PUBLISHED', rejectionReason: null } });
    const [stored] = await sql<{ rejection_reason: string | null }>(
      server,
      'select rejection_reason from review where id = ?',
      [id],
    );
    expect(stored?.rejection_reason).toBeNull();
  });

  it('refuses an empty or overlong reason under `reason`, changing nothing', async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, 'Kept pending');
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      expect(errorOf(await staff(REJECT, { id, reason }))).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: { reason: ['must be 1 to 500 characters'] },
      });
    }
    expect((await staff(REJECT, { id: 0, reason: '' })).errors?.[0]?.extensions.fieldErrors).toEqual({
      reason: ['must be 1 to 500 characters'],
    });
    const accepted = await staff(REJECT, { id, reason: 'x'.repeat(500) });
    expect(accepted.errors).toBeUndefined();
    const missing = await staff(`mutation($id: Int!) { rejectReview(id: $id) { id } }`, { id });
    expect(missing.errors?.[0]?.extensions.code).toBe('MALFORMED_REQUEST');
  });

  it('reads a page in the same statements for 2 and for 8 products', async () => {
    const count = async (size: number) => {
      const ids: number[] = [];
      for (let i = 0; i < size; i++) {
        const product = await createReviewableProduct(server);
        ids.push(await submitted(product, `Review of product ${i}`));
      }
      await sql(server, "update review set status = 'rejected' where id <> all(array[?]::int[])", [ids]);
      await sql(server, "update review set status = 'pending' where id = any(array[?]::int[])", [ids]);
      statements = [];
      expect(await queue({ status: 'PENDING' })).toHaveLength(size);
      return statements.length;
    };
    expect(await count(8)).toBe(await count(2));
  });
});
