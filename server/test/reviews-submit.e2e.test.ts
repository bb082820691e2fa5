/**
 * The storefront's review form over HTTP (multipart, as a browser sends it), against real PostgreSQL
 * and a real media folder: what is stored, every rule's field error with nothing written, the photo,
 * the bearer token, duplicates.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProductStatus } from '../src/modules/catalog';
import { Review } from '../src/modules/reviews';
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

const START = new Date('2026-11-21T10:00:00Z');
let now = START;
let server: TestApp;
let mediaDir: string;
let token: string;
let product: ProductFixture;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'tijara-reviews-'));
  server = await createTestApp({
    now: () => now,
    env: { MEDIA_DIR: mediaDir, PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' },
  });
  token = (await demoShop(server)).storefrontToken;
  product = await createReviewableProduct(server);
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function mediaFiles(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(mediaDir, path.join(e.parentPath, e.name)));
}

const reviewCount = () => server.orm.em.fork().count(Review, {});

async function expectNothingWritten(send: () => Promise<{ status: number }>, status: number): Promise<void> {
  const [rows, files] = [await reviewCount(), await mediaFiles()];
  expect((await send()).status).toBe(status);
  expect([await reviewCount(), await mediaFiles()]).toEqual([rows, files]);
}

describe('POST /web/api/product/submit/review', () => {
  it('stores a pending review with the cleaned fields and answers its uuid', async () => {
    const { status, body } = await submitReview(server, reviewForm(reviewFields(product.uuid)), { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Review submitted: it will appear once approved',
      data: { uuid: expect.any(String) as string, status: 'pending' },
    });
    const data = body['data'] as { uuid: string };
    const review = await server.orm.em.fork().findOneOrFail(Review, { uuid: data.uuid });
    expect(review).toMatchObject({
      authorName: 'Amina Benali',
      email: 'amina@example.dz',
      phone: '0551234567',
      purchaseDate: '2026-11-01',
      rating: 4,
      textHtml: 'Very good product<br />Fast delivery',
      boughtHere: true,
      acceptedPolicy: true,
      imageKey: null,
      status: 'pending',
      moderatedAt: null,
    });
    expect([review.product.id, review.shop.uuid]).toEqual([product.id, (await demoShop(server)).uuid]);
  });

  it('stores a photo with its resized variants under reviews/', async () => {
    const fields = { ...reviewFields(product.uuid), text: 'With a photo of the box' };
    const photo = { field: 'image', name: 'box.png', data: await pngPhoto() };
    const { status, body } = await submitReview(server, reviewForm(fields, [photo]), { token });
    expect(status).toBe(200);
    const { uuid } = body['data'] as { uuid: string };
    const review = await server.orm.em.fork().findOneOrFail(Review, { uuid });
    expect(review.imageKey).toMatch(/^reviews\/[0-9a-f]{32}$/);
    const key = review.imageKey ?? '';
    expect((await mediaFiles()).filter((file) => file.startsWith(key)).sort()).toEqual(
      ['grid-display', 'original', 'product-page-large', 'small-product'].map((n) => `${key}/${n}.webp`),
    );
  });

  it('takes an empty file part (a file input left empty) as no photo', async () => {
    const fields = { ...reviewFields(product.uuid), text: 'No photo chosen' };
    const empty = { field: 'image', name: '', data: Buffer.alloc(0), type: 'application/octet-stream' };
    const { status, body } = await submitReview(server, reviewForm(fields, [empty]), { token });
    expect(status).toBe(200);
    const { uuid } = body['data'] as { uuid: string };
    expect((await server.orm.em.fork().findOneOrFail(Review, { uuid })).imageKey).toBeNull();
  });

  it('stores only the allowed tags of a hostile text', async () => {
    const text = '<script>alert(1)</script><img src=x onerror=alert(1)><b>ok</b>';
    const { body } = await submitReview(server, reviewForm({ ...reviewFields(product.uuid), text }), {
      token,
    });
    const { uuid } = body['data'] as { uuid: string };
    expect((await server.orm.em.fork().findOneOrFail(Review, { uuid })).textHtml).toBe('<b>ok</b>');
  });

  it.each<[string, Record<string, string>, string]>([
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 61 characters', { name: 'n'.repeat(61) }, 'name'],
    ['a blank email', { email: ' ' }, 'email'],
    ['an email that is not an address', { email: 'amina.example.dz' }, 'email'],
    ['a blank phone', { phone: '' }, 'phone'],
    ['a landline phone', { phone: '021 23 45 67' }, 'phone'],
    ['a blank text', { text: '  ' }, 'text'],
    ['a text of only markup', { text: '<script>alert(1)</script>' }, 'text'],
    ['a text over 5000 characters', { text: 't'.repeat(5001) }, 'text'],
    ['a purchase date that does not exist', { purchaseDate: '2026-02-30' }, 'purchaseDate'],
    ['a purchase date tomorrow', { purchaseDate: '2026-11-22' }, 'purchaseDate'],
    ['a purchase date before 2000', { purchaseDate: '1999-12-31' }, 'purchaseDate'],
    ['a rating of 0', { rating: '0' }, 'rating'],
    ['a rating of 6', { rating: '6' }, 'rating'],
    ['a rating of 4.5', { rating: '4.5' }, 'rating'],
    ['boughtHere not ticked', { boughtHere: 'false' }, 'boughtHere'],
    ['acceptedPolicy not ticked', { acceptedPolicy: '0' }, 'acceptedPolicy'],
    ['a malformed product uuid', { productUuid: 'not-a-uuid' }, 'productUuid'],
  ])('refuses %s with its field error and writes nothing', async (_case, change, field) => {
    const photo = { field: 'image', name: 'p.png', data: await pngPhoto() };
    const form = () => reviewForm({ ...reviewFields(product.uuid), ...change }, [photo]);
    await expectNothingWritten(() => submitReview(server, form(), { token }), 400);
    const { body } = await submitReview(server, form(), { token });
    expect(body).toMatchObject({
      success: false,
      code: 'BAD_USER_INPUT',
      message: 'The review form has errors',
    });
    expect(Object.keys(body['errors'] as object)).toEqual([field]);
  });

  it('lists every field at fault of an empty form in one answer', async () => {
    const { status, body } = await submitReview(server, reviewForm({ unrelated: 'x' }), { token });
    expect(status).toBe(400);
    expect(Object.keys(body['errors'] as object).sort()).toEqual([
      'acceptedPolicy',
      'boughtHere',
      'email',
      'name',
      'phone',
      'productUuid',
      'purchaseDate',
      'rating',
      'text',
    ]);
  });

  it('refuses a photo that is not an image under errors.image, with the other errors, writing nothing', async () => {
    const fake = { field: 'image', name: 'virus.png', data: Buffer.from('MZ not an image at all') };
    const form = (fields: Record<string, string>) => reviewForm(fields, [fake]);
    await expectNothingWritten(() => submitReview(server, form(reviewFields(product.uuid)), { token }), 400);
    const { body } = await submitReview(server, form({ ...reviewFields(product.uuid), rating: '9' }), {
      token,
    });
    expect(body['errors']).toEqual({
      image: ['"virus.png" is not an image we accept (JPEG, PNG, WebP, GIF or AVIF)'],
      rating: ['must be a whole number from 1 to 5'],
    });
  });

  it('refuses a photo over 2 MB and a second photo with 413 under errors.image', async () => {
    const big = { field: 'image', name: 'big.png', data: Buffer.alloc(2 * 1024 * 1024 + 1, 1) };
    const fields = reviewFields(product.uuid);
    await expectNothingWritten(() => submitReview(server, reviewForm(fields, [big]), { token }), 413);
    const photo = { field: 'image', name: 'a.png', data: await pngPhoto() };
    const { status, body } = await submitReview(server, reviewForm(fields, [photo, photo]), { token });
    expect([status, body['errors']]).toEqual([413, { image: ['At most one photo per review'] }]);
  });

  it('refuses a file sent under another field, naming that field', async () => {
    const photo = { field: 'file', name: 'a.png', data: await pngPhoto() };
    const send = () => submitReview(server, reviewForm(reviewFields(product.uuid), [photo]), { token });
    await expectNothingWritten(send, 400);
    expect((await send()).body['errors']).toEqual({ file: ['Send the photo in the field image'] });
  });

  it('answers 404 for a product shoppers of this shop cannot see, writing nothing', async () => {
    const hidden = [
      { uuid: '00000000-0000-4000-8000-000000000000' },
      await createReviewableProduct(server, { status: ProductStatus.DRAFT }),
      await createReviewableProduct(server, { active: false }),
      await createReviewableProduct(server, { inShop: false }),
    ];
    for (const { uuid } of hidden) {
      await expectNothingWritten(() => submitReview(server, reviewForm(reviewFields(uuid)), { token }), 404);
    }
  });

  it('needs the storefront token (401), writing nothing', async () => {
    const form = () => reviewForm(reviewFields(product.uuid));
    await expectNothingWritten(() => submitReview(server, form(), { token: null }), 401);
    await expectNothingWritten(() => submitReview(server, form(), { token: 'x'.repeat(43) }), 401);
  });

  it('answers the stored review for the same email, product and text within 24 hours', async () => {
    const fields = { ...reviewFields(product.uuid), text: 'Bought it twice, sent it twice' };
    const first = await submitReview(server, reviewForm(fields), { token });
    const rows = await reviewCount();
    const again = await submitReview(server, reviewForm({ ...fields, email: 'AMINA@example.dz' }), { token });
    expect(again).toEqual(first);
    expect(await reviewCount()).toBe(rows);
    const otherText = await submitReview(server, reviewForm({ ...fields, text: 'Another thought' }), {
      token,
    });
    expect(otherText.body['data']).not.toEqual(first.body['data']);
    now = new Date(START.getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      const nextDay = await submitReview(server, reviewForm(fields), { token });
      expect(nextDay.body['data']).not.toEqual(first.body['data']);
      expect(await reviewCount()).toBe(rows + 2);
    } finally {
      now = START;
    }
  });
});
