/**
 * Access samples for the promotions area (see samples.ts): promotions and segments of the demo shop,
 * one per changing call (an allowed delete removes its row, an allowed switch-off switches it off),
 * a customer for the member calls and a real PNG for the banner upload.
 */
import { image, uploadForm } from '../helpers/images-fixtures';
import {
  createPromotion,
  createSegment,
  demoShopUuid,
  makeCustomer,
  promotionInput,
} from '../helpers/promotions-fixtures';
import { staffClient } from '../helpers/catalog-admin-fixtures';
import type { AccessSamples } from './samples';

let shopUuid: string;
let png: Buffer;
const promotions = { read: 0, updated: 0, switched: 0, deleted: 0, unbannered: 0, bannered: 0 };
const segments = { read: 0, updated: 0, deleted: 0, members: 0 };
let customerId: number;

/** A whole PromotionInput as a GraphQL literal (the access test sends queries without variables). */
const INPUT =
  '{ name: "Accès", startsAt: "2026-01-01T00:00:00Z", endsAt: "2099-01-01T00:00:00Z", ' +
  'translations: [{ locale: "fr", title: "Accès" }], discountType: PERCENTAGE, value: 10, ' +
  'combinability: STACKABLE, channels: [ECOMMERCE] }';

export const promotionsSamples: AccessSamples = {
  async prepare(server) {
    shopUuid = await demoShopUuid(server);
    png = await image(120, 40);
    const admin = await staffClient(server, { roles: ['ADMIN'] });
    const input = promotionInput({ startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z' });
    for (const key of Object.keys(promotions) as (keyof typeof promotions)[]) {
      promotions[key] = (await createPromotion(admin, { shopUuid, scope: 'ALL', input })).id;
    }
    for (const key of Object.keys(segments) as (keyof typeof segments)[]) {
      segments[key] = (await createSegment(admin, shopUuid, { name: `Accès ${key}`, kind: 'MEMBERS' })).id;
    }
    customerId = await makeCustomer(server, shopUuid, { firstname: 'Accès', lastname: 'Client' });
  },
  graphql: () => ({
    'query promotions': '{ promotions { totalCount items { id status targets { name } } } }',
    'query promotion': `{ promotion(id: ${promotions.read}) { id version } }`,
    'query customerSegments': '{ customerSegments { id memberCount } }',
    'query customerSegment': `{ customerSegment(id: ${segments.read}) { id kind } }`,
    'query segmentMembers': `{ segmentMembers(segmentId: ${segments.read}) { totalCount } }`,
    'query customers': `{ customers(shopUuid: "${shopUuid}", search: "Accès") { totalCount items { id } } }`,
    'mutation createPromotion': `mutation { createPromotion(shopUuid: "${shopUuid}", scope: CART, input: ${INPUT}) { id } }`,
    'mutation updatePromotion': `mutation { updatePromotion(id: ${promotions.updated}, version: 1, input: ${INPUT}) { id version } }`,
    'mutation setPromotionActive': `mutation { setPromotionActive(id: ${promotions.switched}, active: false) { status } }`,
    'mutation deletePromotion': `mutation { deletePromotion(id: ${promotions.deleted}) }`,
    'mutation removePromotionBanner': `mutation { removePromotionBanner(id: ${promotions.unbannered}) { bannerThumbUrl } }`,
    'mutation createCustomerSegment': `mutation { createCustomerSegment(shopUuid: "${shopUuid}", input: { name: "Accès créé", kind: RULE, minOrders: 2 }) { id } }`,
    'mutation updateCustomerSegment': `mutation { updateCustomerSegment(id: ${segments.updated}, input: { name: "Accès renommé", kind: MEMBERS }) { name } }`,
    'mutation deleteCustomerSegment': `mutation { deleteCustomerSegment(id: ${segments.deleted}) }`,
    'mutation addSegmentMembers': `mutation { addSegmentMembers(segmentId: ${segments.members}, customerIds: [${customerId}]) { memberCount } }`,
    'mutation removeSegmentMembers': `mutation { removeSegmentMembers(segmentId: ${segments.members}, customerIds: [${customerId}]) { memberCount } }`,
  }),
  rest: () => ({
    'post /dashboard/api/promotions/:id/banner': {
      path: `/dashboard/api/promotions/${promotions.bannered}/banner`,
      form: () => uploadForm([{ name: 'banniere.png', data: png }]),
    },
  }),
};
