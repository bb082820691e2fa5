/**
 * A fake of the till's feeds (posCatalogue, posCustomers, posStock, promotionRules) over an
 * in-memory catalogue with change stamps, answering by cursor as the server does: the rows changed
 * since the cursor, by id, in pages. Test support only.
 */
import type { FakeAnswer, FakeRequest } from './test-transport';
import { jsonAnswer } from './test-transport';

export interface FeedProduct {
  id: number;
  name: string;
  priceHt: number;
  combinations: { id: number; label: string; impact: number; barcode?: string }[];
  /** Change stamp; removed products keep theirs. */
  stamp: number;
  removed?: boolean;
}

export interface FeedCustomer {
  id: number;
  firstname: string;
  lastname: string;
  phone: string;
  stamp: number;
  segmentIds?: number[];
  usedPromotionIds?: number[];
}

const labels = (text: string) => ({ __typename: 'PosLabels', fr: text, en: text, ar: text });

function productData(product: FeedProduct) {
  return {
    __typename: 'PosProduct',
    id: product.id,
    name: labels(product.name),
    sku: `SKU-${product.id}`,
    barcode: null,
    priceHt: product.priceHt,
    taxRateBp: 1900,
    categoryIds: [1],
    brandId: null,
    brandLineId: null,
    collectionIds: [],
    thumbnailUrl: null,
    combinations: product.combinations.map((combination, index) => ({
      __typename: 'PosCombination',
      id: combination.id,
      label: labels(combination.label),
      reference: null,
      barcode: combination.barcode ?? null,
      priceImpactHt: combination.impact,
      isDefault: index === 0,
    })),
  };
}

function changedSince<T extends { id: number; stamp: number }>(rows: readonly T[], position: string): T[] {
  const [stamp = 0, id = 0] = position.split(':').map(Number);
  return rows
    .filter((row) => row.stamp > stamp || (row.stamp === stamp && row.id > id))
    .sort((a, b) => a.stamp - b.stamp || a.id - b.id);
}

/**
 * Rows changed after the cursor, by (stamp, id). A cursor is "stamp:id" of the last row given, then
 * "|" and where its delta started, so every page of a delta tells the same total.
 */
function page<T extends { id: number; stamp: number }>(
  rows: readonly T[],
  cursor: string | null,
  limit: number,
) {
  const [position = '0:0', origin = position] = (cursor ?? '0:0').split('|');
  const changed = changedSince(rows, position);
  const taken = changed.slice(0, limit);
  const last = taken[taken.length - 1];
  const reached = last ? `${last.stamp}:${last.id}` : position;
  const hasMore = changed.length > limit;
  return {
    taken,
    nextCursor: hasMore ? `${reached}|${origin}` : reached,
    hasMore,
    total: changedSince(rows, origin).length,
  };
}

export interface Feeds {
  products: FeedProduct[];
  customers: FeedCustomer[];
  levels: { productId: number; combinationId: number | null; available: number }[];
  /** Called before each answer: a test can fail a request (return an Error). */
  interrupt?: (request: FakeRequest) => FakeAnswer | null;
}

export function answerFeeds(feeds: Feeds, request: FakeRequest): FakeAnswer {
  const stop = feeds.interrupt?.(request);
  if (stop) return stop;
  const { cursor = null, limit = 500 } = request.variables as { cursor?: string | null; limit?: number };
  switch (request.operationName) {
    case 'TillPromotionRules':
      return jsonAnswer({ promotionRules: [] });
    case 'TillCataloguePage': {
      const { taken, ...rest } = page(feeds.products, cursor, limit);
      return jsonAnswer({
        posCatalogue: {
          __typename: 'PosCataloguePage',
          products: taken.filter((product) => !product.removed).map(productData),
          removedProductIds: taken.filter((product) => product.removed).map((product) => product.id),
          ...rest,
        },
      });
    }
    case 'TillCustomerPage': {
      const { taken, ...rest } = page(feeds.customers, cursor, limit);
      return jsonAnswer({
        posCustomers: {
          __typename: 'PosCustomerPage',
          customers: taken.map(({ stamp: _stamp, ...customer }) => ({
            __typename: 'PosCustomer',
            email: null,
            segmentIds: [],
            usedPromotionIds: [],
            ...customer,
          })),
          ...rest,
        },
      });
    }
    case 'TillStock':
      return jsonAnswer({
        posStock: {
          __typename: 'PosStockSnapshot',
          warehouseId: request.variables.warehouseId,
          takenAt: '2026-05-10T09:00:00.000Z',
          levels: feeds.levels.map((level) => ({ __typename: 'PosStockLevel', ...level })),
        },
      });
    default:
      throw new Error(`No fake for ${request.operationName}`);
  }
}

/** The demo's size: 2,000 products of 3 combinations, 6,000 items. */
export function demoCatalogue(): FeedProduct[] {
  return Array.from({ length: 2000 }, (_, index) => {
    const id = index + 1;
    return {
      id,
      name: `Article ${id}`,
      priceHt: 10_000,
      combinations: ['Rouge', 'Bleu', 'Vert'].map((label, c) => ({
        id: id * 10 + c,
        label,
        impact: c * 100,
      })),
      stamp: 1,
    };
  });
}
