/**
 * The catalogue feed's products as the till's items: one per active combination (a product with
 * none is one item), priced as the server prices a cart line (product HT plus the combination's
 * impact, never below 0), keyed as the server keys it (`${productId}:${combinationId ?? 0}`).
 */
import { priceTtc } from '@tijara/schema';
import type { TillCataloguePageQuery } from '../../__generated__/till-data/graphql';
import type { Labels, TillItem } from './types';

export type PosProductData = TillCataloguePageQuery['posCatalogue']['products'][number];
type PosCombinationData = PosProductData['combinations'][number];

export const itemKey = (productId: number, combinationId: number | null) =>
  `${productId}:${combinationId ?? 0}`;

const labelsOf = (labels: Labels): Labels => ({ fr: labels.fr, en: labels.en, ar: labels.ar });

function joined(product: Labels, combination: Labels): Labels {
  const join = (a: string, b: string) => (b === '' ? a : `${a} - ${b}`);
  return {
    fr: join(product.fr, combination.fr),
    en: join(product.en, combination.en),
    ar: join(product.ar, combination.ar),
  };
}

function itemOf(product: PosProductData, combination: PosCombinationData | null): TillItem {
  const unitPriceHt = Math.max(0, product.priceHt + (combination?.priceImpactHt ?? 0));
  const productName = labelsOf(product.name);
  return {
    key: itemKey(product.id, combination?.id ?? null),
    productId: product.id,
    combinationId: combination?.id ?? null,
    name: combination ? joined(productName, combination.label) : productName,
    productName,
    combinationLabel: combination ? labelsOf(combination.label) : null,
    sku: combination?.reference ?? product.sku,
    barcode: combination?.barcode ?? product.barcode,
    unitPriceHt,
    taxRateBp: product.taxRateBp,
    unitPriceTtc: priceTtc(unitPriceHt, product.taxRateBp),
    categoryIds: product.categoryIds,
    brandId: product.brandId,
    brandLineId: product.brandLineId,
    collectionIds: product.collectionIds,
    thumbnailUrl: product.thumbnailUrl,
  };
}

export function itemsOfProduct(product: PosProductData): TillItem[] {
  if (product.combinations.length === 0) return [itemOf(product, null)];
  return product.combinations.map((combination) => itemOf(product, combination));
}
