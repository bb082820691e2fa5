/**
 * The demo catalogue as plain data, before any id exists: products with their texts, combinations,
 * images (by picture key), features, tags, collections and packs. Pure and deterministic: the same
 * count and instant give the same plan, so the shop and the bench see the same catalogue, and the
 * planner is tested without a database. seed-catalogue.ts writes the plan.
 */
import { APPLIANCE_KINDS } from './appliances';
import { CLOTHING_KINDS } from './clothing';
import type { ProductDraft, ProductKind } from './kinds';
import { planPacks } from './packs';
import { PHONE_KINDS } from './phones';
import { slugify } from '../../../modules/catalog';
import { CENTIMES, DAY_MS, DEMO_TAX_RATE_BP, htForTtc, imageKey, wholeDinars } from './planned';
import type { CataloguePlan, PlannedCombination, PlannedImage, PlannedProduct } from './planned';
import { algerianEan13, createPrng } from './prng';
import type { Prng } from './prng';
import { brandNamed, categoryPath } from './taxonomy';
import { productTexts } from './texts';
import type { Labelled } from './texts';
import { ATTRIBUTES, COLOURS, defOf, FEATURE_TYPES } from './vocabulary';

export const PRODUCT_KINDS: readonly ProductKind[] = [...CLOTHING_KINDS, ...PHONE_KINDS, ...APPLIANCE_KINDS];

const SEED = 20_261_121;

/** Packs need every kind represented; below this size the catalogue has none. */
const MIN_PRODUCTS_FOR_PACKS = 40;

export function packCount(count: number): number {
  return count < MIN_PRODUCTS_FOR_PACKS ? 0 : Math.min(12, Math.floor(count / 10));
}

/** Kinds in proportion to their share, interleaved (smooth weighted round robin): every kind early. */
export function assignKinds(count: number, kinds: readonly ProductKind[] = PRODUCT_KINDS): ProductKind[] {
  const total = kinds.reduce((sum, kind) => sum + kind.share, 0);
  const credit = kinds.map(() => 0);
  return Array.from({ length: count }, () => {
    let best = 0;
    kinds.forEach((kind, index) => {
      credit[index] = (credit[index] ?? 0) + kind.share;
      if ((credit[index] ?? 0) > (credit[best] ?? 0)) best = index;
    });
    credit[best] = (credit[best] ?? 0) - total;
    const kind = kinds[best];
    if (kind === undefined) throw new Error('No product kinds');
    return kind;
  });
}

/**
 * Every colour at the default primary first (so each colour is sold, and pictured), then the other
 * primaries in the default colour, up to `wanted` combinations.
 */
function combinationCells(draft: ProductDraft, wanted: number): (readonly [string | null, string])[] {
  const [first = null, ...others] = draft.primaries;
  const [defaultColour = '', ...otherColours] = draft.colours;
  const cells: (readonly [string | null, string])[] = [
    [first, defaultColour],
    ...otherColours.map((colour) => [first, colour] as const),
    ...others.map((primary) => [primary, defaultColour] as const),
  ];
  return cells.slice(0, Math.max(wanted, draft.colours.length));
}

interface ProductPrices {
  readonly ttcDinars: number;
  readonly ht: number;
}

/** Combination barcodes follow product ones: product n has serials from here + 4n (4 at most). */
const COMBINATION_SERIALS = 500_000;
const MAX_COMBINATIONS = 4;

function planCombinations(
  kind: ProductKind,
  draft: ProductDraft,
  product: { readonly index: number; readonly sku: string },
  price: ProductPrices,
  rng: Prng,
) {
  const cells = combinationCells(draft, rng.chance(0.25) ? MAX_COMBINATIONS : 3);
  return cells.map(([primary, colour], position): PlannedCombination => {
    const step = primary === null ? 0 : draft.primaries.indexOf(primary);
    const ttcDinars = Math.min(
      kind.priceTtcDinars.max,
      Math.round((price.ttcDinars * (1 + step * kind.primaryStep)) / kind.priceTtcDinars.step) *
        kind.priceTtcDinars.step,
    );
    const values: (readonly [string, string])[] = [['couleur', colour]];
    if (primary !== null && kind.primaryAttribute !== null) values.unshift([kind.primaryAttribute, primary]);
    return {
      reference: `${product.sku}-${position + 1}`,
      barcode: algerianEan13(COMBINATION_SERIALS + product.index * MAX_COMBINATIONS + position),
      isDefault: position === 0,
      priceImpactHt: htForTtc(ttcDinars * CENTIMES, DEMO_TAX_RATE_BP) - price.ht,
      values,
      image: imageKey(kind.code, colour),
    };
  });
}

function labelled(attributeCode: string, codes: readonly string[]): Labelled {
  const attribute = defOf(ATTRIBUTES, attributeCode);
  return { label: attribute.labels, values: codes.map((code) => defOf(attribute.values, code).labels) };
}

function textsOf(
  kind: ProductKind,
  draft: ProductDraft,
  combinations: readonly PlannedCombination[],
  rng: Prng,
) {
  const used = (attribute: string) => [
    ...new Set(combinations.flatMap((c) => c.values.filter(([a]) => a === attribute).map(([, v]) => v))),
  ];
  const features = Object.entries(draft.features).map(([type, value]) => {
    const feature = defOf(FEATURE_TYPES, type);
    return { label: feature.labels, values: [defOf(feature.values, value).labels] };
  });
  const options = [labelled('couleur', used('couleur'))];
  if (kind.primaryAttribute !== null)
    options.push(labelled(kind.primaryAttribute, used(kind.primaryAttribute)));
  return productTexts(
    {
      family: kind.family,
      name: draft.name,
      brand: brandNamed(draft.brand).name,
      features,
      options,
      priceTtcDinars: draft.priceTtcDinars,
    },
    rng,
  );
}

function tagsOf(draft: ProductDraft, createdAt: Date, now: Date, rng: Prng): string[] {
  const tags: string[] = [];
  if (now.getTime() - createdAt.getTime() < 30 * DAY_MS) tags.push('nouveaute');
  if (draft.features['origine'] === 'algerie') tags.push('made-in-algeria');
  if (rng.chance(0.1)) tags.push('meilleure-vente');
  if (draft.priceTtcDinars >= 50_000) tags.push('livraison-gratuite');
  if (rng.chance(0.03)) tags.push('edition-limitee');
  return tags;
}

/** What the shop pays (55-75 % of HT) and what wholesale buyers pay (82-92 %, above cost). */
function tradePrices(ht: number, rng: Prng) {
  const supplyPriceHt = wholeDinars(ht * (0.55 + 0.2 * rng.next()));
  const wholesalePriceHt = Math.max(supplyPriceHt + CENTIMES, wholeDinars(ht * (0.82 + 0.1 * rng.next())));
  return { supplyPriceHt, wholesalePriceHt };
}

function collectionsOf(kind: ProductKind, onSale: boolean, rng: Prng): string[] {
  const joined = kind.collections.filter(() => rng.chance(0.4));
  return onSale && !joined.includes('soldes-ete') ? [...joined, 'soldes-ete'] : joined;
}

function planProduct(index: number, kind: ProductKind, now: Date, rng: Prng): PlannedProduct {
  const draft = kind.draft(rng);
  const sku = `${kind.skuPrefix}-${String(index + 1).padStart(5, '0')}`;
  const ht = htForTtc(draft.priceTtcDinars * CENTIMES, DEMO_TAX_RATE_BP);
  const prices = { ttcDinars: draft.priceTtcDinars, ht };
  const combinations = planCombinations(kind, draft, { index, sku }, prices, rng);
  const createdAt = new Date(now.getTime() - rng.int(0, 364 * DAY_MS));
  const onSale = rng.chance(0.12);
  const spread = (mm: number) => Math.round(mm * (0.9 + 0.2 * rng.next()));
  return {
    uuid: rng.uuid(),
    slug: `${slugify(draft.name.fr)}-${index + 1}`,
    sku,
    barcode: algerianEan13(100_000 + index),
    kind: kind.code,
    brand: draft.brand,
    line: draft.line,
    mainCategory: kind.category,
    categories: categoryPath(kind.category),
    priceHt: ht,
    ...tradePrices(ht, rng),
    wholesaleMoq: rng.pick(kind.wholesaleMoq),
    weightGrams: rng.int(kind.weightGrams[0], kind.weightGrams[1]),
    sizeMm: [spread(kind.sizeMm[0]), spread(kind.sizeMm[1]), spread(kind.sizeMm[2])],
    featured: rng.chance(0.08),
    onSale,
    createdAt,
    packMode: null,
    texts: textsOf(kind, draft, combinations, rng),
    tags: tagsOf(draft, createdAt, now, rng),
    collections: collectionsOf(kind, onSale, rng),
    features: Object.entries(draft.features),
    combinations,
    images: [...new Set(combinations.map((combination) => combination.image))],
    packItems: [],
  };
}

/** The pictures the products show, each drawn once: the kind's outline on the colour. */
function picturesOf(products: readonly PlannedProduct[]): PlannedImage[] {
  const byKey = new Map(
    PRODUCT_KINDS.flatMap((kind) => kind.colours.map((c) => [imageKey(kind.code, c), kind])),
  );
  const keys = [...new Set(products.flatMap((product) => product.images))].sort();
  return keys.map((key) => {
    const kind = byKey.get(key);
    if (kind === undefined) throw new Error(`No kind draws ${key}`);
    return { key, kind, colour: defOf(COLOURS, key.slice(kind.code.length + 1)) };
  });
}

export function planCatalogue(count: number, now: Date): CataloguePlan {
  const rng = createPrng(SEED);
  const packs = packCount(count);
  const regular = assignKinds(count - packs).map((kind, index) => planProduct(index, kind, now, rng));
  const products = [...regular, ...planPacks(regular, packs, now, rng)];
  return { products, images: picturesOf(products) };
}
