import { canonicalJson, sha256Hex } from '@tijara/shared';
import { orderRequestOf, withExpectedTotal, withOrderKey } from './order-request';
import type { OrderDraft } from './order-request';

const draft: OrderDraft = {
  shopUuid: '11111111-1111-4111-8111-111111111111',
  cartExternalId: '22222222-2222-4222-8222-222222222222',
  temporaryId: '33333333-3333-4333-8333-333333333333',
  customer: { firstname: 'Amina', lastname: 'Benali', phone: '0551234567', email: '' },
  delivery: { address: 'Rue 1', wilaya: 16, commune: 1601, transporter: 3 },
  lines: [{ product: 7, combination: 31, unitPrice: 765001, quantity: 2 }],
  source: 'cart',
  locale: 'fr',
  expectedTotal: 1_590_002,
};

it('builds the spec’s order request', () => {
  expect(orderRequestOf(draft)).toEqual({
    version: 1,
    channel: 'WEB',
    shopUuid: draft.shopUuid,
    cartExternalId: draft.cartExternalId,
    customer: { temporaryId: draft.temporaryId, ...draft.customer },
    deliveryAddress: draft.delivery,
    cart: draft.lines,
    meta: { source: 'cart', locale: 'fr' },
    expectedTotal: 1_590_002,
  });
});

it('keys it with the SHA-256 of its canonical JSON: same order same key, any change a new one', async () => {
  const request = orderRequestOf(draft);
  const keyed = await withOrderKey(request);
  expect(keyed.clientOrderKey).toBe(await sha256Hex(canonicalJson(request)));
  expect((await withOrderKey(orderRequestOf({ ...draft }))).clientOrderKey).toBe(keyed.clientOrderKey);
  const otherCart = await withOrderKey(
    orderRequestOf({ ...draft, cartExternalId: '44444444-4444-4444-8444-444444444444' }),
  );
  expect(otherCart.clientOrderKey).not.toBe(keyed.clientOrderKey);
  const confirmed = await withExpectedTotal(keyed, 1_700_000);
  expect(confirmed.expectedTotal).toBe(1_700_000);
  expect(confirmed.clientOrderKey).not.toBe(keyed.clientOrderKey);
});
