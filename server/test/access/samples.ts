/**
 * The access test's sample calls, one file per area of the app: each lists one valid call per root
 * field and per REST route it declares, and may prepare fixtures first (the calls are read after
 * `prepare`, so they can name what it created). The allowed call must answer 200 without errors.
 */
import type { TestApp } from '../helpers/test-app';
import { catalogAdminSamples } from './catalog-admin.samples';
import { contentSamples } from './content.samples';
import { coreSamples } from './core.samples';
import { imagesSamples } from './images.samples';
import { reviewsSamples } from './reviews.samples';
import { storefrontSamples } from './storefront.samples';
import { stockSamples } from './stock.samples';
import { expeditionsSamples } from './expeditions.samples';
import { pricingSamples } from './pricing.samples';
import { promotionsSamples } from './promotions.samples';
import { transporterPaymentsSamples } from './transporter-payments.samples';
import { orderSyncSamples } from './order-sync.samples';
import { posSamples } from './pos.samples';
import { tillFeedsSamples } from './till-feeds.samples';
import { orderAdminSamples } from './order-admin.samples';
import { checkoutSamples } from './checkout.samples';
import { customersSamples } from './customers.samples';
import { dashboardSamples } from './dashboard.samples';
import { staffOrderQuoteSamples } from './staff-order-quote.samples';

export interface RestSample {
  readonly path: string;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as multipart/form-data instead of `body` (built anew for each call). */
  readonly form?: () => FormData;
  /** The allowed call's status when it is not 200 (say why beside the sample). */
  readonly status?: number;
}

export interface AccessSamples {
  prepare?(server: TestApp): Promise<void>;
  /** Keyed `query name` / `mutation name`. */
  graphql(): Readonly<Record<string, string>>;
  /** Keyed `method /path/:pattern`. */
  rest(): Readonly<Record<string, string | RestSample>>;
  /** What an anonymous call of a public field answers, when not 200 without errors. */
  readonly publicAnswers?: Readonly<Record<string, { status: number; codes: string[] }>>;
}

export const AREAS: readonly AccessSamples[] = [
  coreSamples,
  catalogAdminSamples,
  imagesSamples,
  storefrontSamples,
  reviewsSamples,
  stockSamples,
  expeditionsSamples,
  transporterPaymentsSamples,
  promotionsSamples,
  pricingSamples,
  checkoutSamples,
  orderAdminSamples,
  orderSyncSamples,
  posSamples,
  tillFeedsSamples,
  customersSamples,
  staffOrderQuoteSamples,
  dashboardSamples,
  contentSamples,
];
