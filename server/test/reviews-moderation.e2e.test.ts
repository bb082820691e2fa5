/**
 * Review moderation over GraphQL (staff with CATALOG_WRITE) and what shoppers then see through
 * `productReviews`: only published reviews, sanitised, never contact details.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import {
  createReviewableProduct,
  demoShop,
  pngPhoto,
  reviewFields,
  reviewForm,
  submitReview,
} from './helpers/reviews-fixtures';
import type { ProductFixture } from './helpers/reviews-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-21T10:00:00Z');
let server: TestApp;
let mediaDir: string;
let token: string;
let shopId: string;
let admin: Signed;

const PUBLISH = `mutation($id: Int!) { publishReview(id: $id) { id status moderatedAt moderatedById } }`;
const REJECT = `mutation($id: Int!) { rejectReview(id: $id, reason: "spam") { id status moderatedAt } }`;
const LIST = `query($status: ReviewStatus, $productId: Int, $page: Int, $pageSize: Int) {
  reviews(status: $status, productId: $productId, page: $page, pageSize: $pageSize) {
    totalCount items { id uuid productId productUuid shopId authorName email phone rating text status }
  }
}`;
const PUBLIC = `query($productUuid: String!) {
  productReviews(productUuid: $productUuid) {
    totalCount averageRating items { id rating text createdAt user images { displayUrl } }
  }
}`;

interface PublicPage {
  productReviews: {
    totalCount: number;
    averageRating: number | null;
    items: { id: number; rating: number; text: string; user: string; images: { displayUrl: string }[] }[];
  };
}

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'tijara-reviews-'));
  server = await createTestApp({
    now: NOW,
    env: { MEDIA_DIR: mediaDir, PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' },
  });
  const shop = await demoShop(server);
  [token, shopId] = [shop.storefrontToken, shop.uuid];
  admin = await signInAs(server, { roles: ['ADMIN'] });
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Submits a review through the storefront form and answers its id. */
async function submitted(product: ProductFixture, change: Record<string, string> = {}, photo = false) {
  const files = photo ? [{ field: 'image', name: 'p.png', data: await pngPhoto() }] : [];
  const { body } = await submitReview(
    server,
    reviewForm({ ...reviewFields(product.uuid), ...change }, files),
    {
      token,
    },
  );
  const { uuid } = body['data'] as { uuid: string };
  const rows = await server.orm.em
    .getConnection()
    .execute<{ id: number }[]>('select id from review where uuid = ?', [uuid]);
  return rows[0]?.id ?? 0;
}

const publicPage = (product: ProductFixture) =>
  server.graphql<PublicPage>(PUBLIC, { productUuid: product.uuid });

async function revision(): Promise<number> {
  const rows = await server.orm.em
    .getConnection()
    .execute<{ revision: string }[]>('select revision from catalogue_revision where id = 1');
  return Number(rows[0]?.revision ?? 0);
}

describe('moderation', () => {
  it('lists pending reviews to staff with contact details, filtered by status and product', async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, { text: 'Listed for moderation' });
    const answer = await server.graphql<{ reviews: { totalCount: number; items: object[] } }>(
      LIST,
      { status: 'PENDING', productId: product.id },
      { cookie: admin.cookie },
    );
    expect(answer.data?.reviews).toEqual({
      totalCount: 1,
      items: [
        {
          id,
          uuid: expect.any(String) as string,
          productId: product.id,
          productUuid: product.uuid,
          shopId,
          authorName: 'Amina Benali',
          email: 'amina@example.dz',
          phone: '0551234567',
          rating: 4,
          text: 'Listed for moderation',
          status: 'PENDING',
        },
      ],
    });
  });

  it('shows a review to shoppers only once published, and hides it again when rejected', async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, { text: 'Pending first' });
    const first = await publicPage(product);
    expect(first.errors).toBeUndefined();
    expect(first.data?.productReviews).toEqual({ totalCount: 0, averageRating: null, items: [] });
    const published = await server.graphql(PUBLISH, { id }, { cookie: admin.cookie });
    expect(published.data).toEqual({
      publishReview: {
        id,
        status: 'PUBLISHED',
        moderatedAt: NOW.toISOString(),
        moderatedById: expect.any(String),
      },
    });
    expect((await publicPage(product)).data?.productReviews.items.map((r) => r.id)).toEqual([id]);
    const rejected = await server.graphql(REJECT, { id }, { cookie: admin.cookie });
    expect(rejected.data).toEqual({
      rejectReview: { id, status: 'REJECTED', moderatedAt: NOW.toISOString() },
    });
    expect((await publicPage(product)).data?.productReviews.totalCount).toBe(0);
  });

  it('serves a hostile text as its allowed tags only, with the author name and the photo', async () => {
    const product = await createReviewableProduct(server);
    const text = '<script>alert(1)</script><img src=x onerror=alert(1)><b>ok</b>';
    const id = await submitted(product, { text, rating: '5' }, true);
    await server.graphql(PUBLISH, { id }, { cookie: admin.cookie });
    const [item] = (await publicPage(product)).data?.productReviews.items ?? [];
    expect(item).toEqual({
      id,
      rating: 5,
      text: '<b>ok</b>',
      createdAt: NOW.toISOString(),
      user: 'Amina Benali',
      images: [
        { displayUrl: expect.stringMatching(/^\/media\/reviews\/[0-9a-f]{32}\/small-product\.webp$/) },
      ],
    });
  });

  it('averages the published ratings only', async () => {
    const product = await createReviewableProduct(server);
    const ids = await Promise.all(
      ['5', '4', '4', '1'].map((rating, i) => submitted(product, { rating, text: `Review number ${i}` })),
    );
    for (const id of ids.slice(0, 3)) await server.graphql(PUBLISH, { id }, { cookie: admin.cookie });
    const page = (await publicPage(product)).data?.productReviews;
    expect([page?.totalCount, page?.averageRating]).toEqual([3, 4.33]);
  });

  it('is idempotent: deciding again changes nothing and leaves listing caches alone', async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, { text: 'Decided twice' });
    const before = await revision();
    const first = await server.graphql(PUBLISH, { id }, { cookie: admin.cookie });
    const other = await signInAs(server, { roles: ['MANAGER'], shopIds: [shopId] });
    const second = await server.graphql(PUBLISH, { id }, { cookie: other.cookie });
    expect(second.data).toEqual(first.data);
    expect(await revision()).toBe(before + 1);
    await server.graphql(REJECT, { id }, { cookie: admin.cookie });
    await server.graphql(REJECT, { id }, { cookie: admin.cookie });
    expect(await revision()).toBe(before + 2);
  });

  it('answers NOT_FOUND for an unknown review and BAD_USER_INPUT for an impossible id', async () => {
    const unknown = await server.graphql(PUBLISH, { id: 999_999 }, { cookie: admin.cookie });
    expect([unknown.status, unknown.errors?.[0]?.extensions.code]).toEqual([404, 'NOT_FOUND']);
    const zero = await server.graphql(REJECT, { id: 0 }, { cookie: admin.cookie });
    expect([zero.status, zero.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('refuses a page size off the list, naming it', async () => {
    const answer = await server.graphql(LIST, { pageSize: 13 }, { cookie: admin.cookie });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { pageSize: ['must be one of 12, 24, 50, 100, 200'] },
    });
  });

  it('needs CATALOG_WRITE: a cashier gets 403, nobody signed in 401, and nothing changes', async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, { text: 'Not for cashiers' });
    const cashier = await signInAs(server, { roles: ['CASHIER'], shopIds: [shopId] });
    for (const [query, variables] of [
      [LIST, {}],
      [PUBLISH, { id }],
      [REJECT, { id }],
    ] as const) {
      const denied = await server.graphql(query, variables, { cookie: cashier.cookie });
      expect([denied.status, denied.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
      const anonymous = await server.graphql(query, variables);
      expect([anonymous.status, anonymous.errors?.[0]?.extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    const list = await server.graphql<{ reviews: { items: { status: string }[] } }>(
      LIST,
      { productId: product.id },
      { cookie: admin.cookie },
    );
    expect(list.data?.reviews.items.map((r) => r.status)).toEqual(['PENDING']);
  });

  it('keeps a manager to the shops they are assigned to', async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, { text: 'Another shop manager' });
    const outsider = await signInAs(server, { roles: ['MANAGER'], shopIds: [] });
    const list = await server.graphql<{ reviews: { totalCount: number } }>(
      LIST,
      {},
      { cookie: outsider.cookie },
    );
    expect(list.data?.reviews.totalCount).toBe(0);
    const publish = await server.graphql(PUBLISH, { id }, { cookie: outsider.cookie });
    expect([publish.status, publish.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('productReviews', () => {
  it("narrows to one shop's reviews when given its id", async () => {
    const product = await createReviewableProduct(server);
    const id = await submitted(product, { text: 'Sent through the demo shop' });
    await server.graphql(PUBLISH, { id }, { cookie: admin.cookie });
    const count = async (shop: string) => {
      const answer = await server.graphql<PublicPage>(
        `query($p: String!, $s: ID) { productReviews(productUuid: $p, shopId: $s) { totalCount } }`,
        { p: product.uuid, s: shop },
      );
      return answer.data?.productReviews.totalCount ?? answer.errors?.[0]?.extensions.fieldErrors;
    };
    expect(await count(shopId)).toBe(1);
    expect(await count('00000000-0000-4000-8000-000000000000')).toBe(0);
    expect(await count('shop-1')).toEqual({ shopId: ['must be a shop uuid'] });
  });

  it('has no field for contact details', async () => {
    const product = await createReviewableProduct(server);
    const answer = await server.graphql(
      `{ productReviews(productUuid: "${product.uuid}") { items { email phone } } }`,
    );
    expect(answer.errors?.map((e) => e.message)).toEqual([
      'Cannot query field "email" on type "PublicReview".',
      'Cannot query field "phone" on type "PublicReview".',
    ]);
  });

  it('answers NOT_FOUND for a product shoppers cannot see and BAD_USER_INPUT for a malformed uuid', async () => {
    const draft = await createReviewableProduct(server, { status: 'draft' });
    const hidden = await publicPage(draft);
    expect([hidden.status, hidden.errors?.[0]?.extensions.code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await server.graphql(PUBLIC, { productUuid: '12' });
    expect([malformed.status, malformed.errors?.[0]?.extensions.fieldErrors]).toEqual([
      400,
      { productUuid: ['must be a product uuid'] },
    ]);
  });
});
