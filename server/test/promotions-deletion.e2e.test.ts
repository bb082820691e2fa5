/**
 * Deleting promotions and customer segments, on a real PostgreSQL: a promotion whose coupon was
 * redeemed stays (409, deactivate it instead), a segment a live promotion targets stays (409) until
 * that promotion ended or was switched off; refusals write nothing, and an allowed delete frees the
 * promotion's banner objects.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { image, uploadForm } from './helpers/images-fixtures';
import {
  createPromotion,
  createSegment,
  DELETE_PROMOTION,
  DELETE_SEGMENT,
  demoShopUuid,
  makeRedemption,
  PROMOTION,
  promotionInput,
  refusalOf,
  SET_PROMOTION_ACTIVE,
  writtenRows,
} from './helpers/promotions-fixtures';
import type { PromotionResult } from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let mediaDir: string;
let admin: StaffClient;
let shopUuid: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'tijara-promotions-'));
  server = await createTestApp({ now: new Date('2026-12-10T09:30:00Z'), env: { MEDIA_DIR: mediaDir } });
  admin = await staffClient(server, { roles: ['ADMIN'] });
  shopUuid = await demoShopUuid(server);
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('deletePromotion', () => {
  it('refuses a promotion whose coupon was redeemed with 409, and keeps it', async () => {
    const input = promotionInput({ couponCode: 'UNEFOIS', singleUse: true });
    const promotion = await createPromotion(admin, { shopUuid, scope: 'CART', input });
    await makeRedemption(server, promotion.id, shopUuid);
    const before = await writtenRows(server);
    const answer = await admin.graphql(DELETE_PROMOTION, { id: promotion.id });
    expect(refusalOf(answer)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'promotion_redeemed',
    });
    expect(answer.errors?.[0]?.message).toMatch(/deactivate it/);
    expect(await writtenRows(server)).toEqual(before);
    const read = await admin.graphql<{ promotion: PromotionResult }>(PROMOTION, { id: promotion.id });
    expect(read.data?.promotion.redemptionCount).toBe(1);
    const off = await admin.graphql(SET_PROMOTION_ACTIVE, { id: promotion.id, active: false });
    expect(off.errors).toBeUndefined();
  });

  it('deletes an unredeemed promotion with its banner objects', async () => {
    const promotion = await createPromotion(admin, { shopUuid, scope: 'ALL', input: promotionInput() });
    const uploaded = await fetch(`${server.url}/dashboard/api/promotions/${promotion.id}/banner`, {
      method: 'POST',
      headers: { cookie: admin.signed.cookie, 'x-csrf-token': admin.signed.csrfToken },
      body: uploadForm([{ name: 'b.png', data: await image(200, 80) }]),
    });
    expect(uploaded.status).toBe(200);
    const answer = await admin.graphql<{ deletePromotion: number }>(DELETE_PROMOTION, { id: promotion.id });
    expect(answer.data?.deletePromotion).toBe(promotion.id);
    const files = await readdir(mediaDir, { recursive: true });
    expect(
      files.filter((file) => file.startsWith(`promotions/${promotion.id}/`) && file.endsWith('.webp')),
    ).toEqual([]);
    expect(files.some((file) => file.startsWith('promotions/'))).toBe(true);
  });
});

describe('deleteCustomerSegment', () => {
  it('refuses a segment a live promotion targets, until that promotion is switched off', async () => {
    const segment = await createSegment(admin, shopUuid, { name: 'Grossistes', kind: 'MEMBERS' });
    const input = promotionInput({ name: 'Remise grossistes', targetIds: [segment.id] });
    const promotion = await createPromotion(admin, { shopUuid, scope: 'CUSTOMER_SEGMENT', input });
    const before = await writtenRows(server);
    const answer = await admin.graphql(DELETE_SEGMENT, { id: segment.id });
    expect(refusalOf(answer)).toMatchObject({ status: 409, code: 'CONFLICT', messageKey: 'segment_in_use' });
    expect(answer.errors?.[0]?.message).toMatch(/Remise grossistes/);
    expect(await writtenRows(server)).toEqual(before);
    await admin.graphql(SET_PROMOTION_ACTIVE, { id: promotion.id, active: false });
    const deleted = await admin.graphql<{ deleteCustomerSegment: number }>(DELETE_SEGMENT, {
      id: segment.id,
    });
    expect(deleted.data?.deleteCustomerSegment).toBe(segment.id);
    // The switched-off promotion still names the id; it reads as deleted.
    const read = await admin.graphql<{ promotion: PromotionResult }>(PROMOTION, { id: promotion.id });
    expect(read.data?.promotion.targets).toEqual([{ id: segment.id, name: `#${segment.id}` }]);
  });

  it('deletes a segment only an ended promotion targets', async () => {
    const segment = await createSegment(admin, shopUuid, { name: 'Anciens', kind: 'RULE', minOrders: 1 });
    const input = promotionInput({
      targetIds: [segment.id],
      startsAt: '2026-10-01T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
    });
    await createPromotion(admin, { shopUuid, scope: 'CUSTOMER_SEGMENT', input });
    const deleted = await admin.graphql<{ deleteCustomerSegment: number }>(DELETE_SEGMENT, {
      id: segment.id,
    });
    expect(deleted.data?.deleteCustomerSegment).toBe(segment.id);
  });
});
