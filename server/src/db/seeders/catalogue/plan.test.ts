import { priceTtc } from '@tijara/schema';
import { assignKinds, packCount, planCatalogue, PRODUCT_KINDS } from './plan';
import { DEMO_TAX_RATE_BP, htForTtc } from './planned';
import type { PlannedProduct } from './planned';

const NOW = new Date('2026-11-21T10:00:00Z');
const plan = planCatalogue(2000, NOW);
const regular = plan.products.filter((product) => product.packMode === null);
const packs = plan.products.filter((product) => product.packMode !== null);
const kindOf = (product: PlannedProduct) => PRODUCT_KINDS.find((kind) => kind.code === product.kind);

describe('planCatalogue', () => {
  it('plans the same catalogue for the same size and instant', () => {
    expect(planCatalogue(120, NOW)).toEqual(planCatalogue(120, NOW));
  });

  it('keeps slugs, SKUs, barcodes and combination references unique', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    const combinations = plan.products.flatMap((product) => product.combinations);
    expect(plan.products).toHaveLength(2000);
    expect(unique(plan.products.map((product) => product.slug))).toBe(true);
    expect(unique(plan.products.map((product) => product.sku))).toBe(true);
    expect(unique([...plan.products.map((p) => p.barcode), ...combinations.map((c) => c.barcode)])).toBe(
      true,
    );
    expect(unique(combinations.map((combination) => combination.reference))).toBe(true);
  });

  it('gives each product two to four combinations, the first the only default, about three on average', () => {
    for (const product of regular) {
      expect(product.combinations.length).toBeGreaterThanOrEqual(2);
      expect(product.combinations.length).toBeLessThanOrEqual(4);
      expect(product.combinations.map((combination) => combination.isDefault)).toEqual(
        product.combinations.map((_, position) => position === 0),
      );
    }
    const combinations = regular.reduce((sum, product) => sum + product.combinations.length, 0);
    expect(combinations / regular.length).toBeCloseTo(3, 0);
  });

  it('makes every combination a colour, plus the kind’s size, storage or capacity when it has one', () => {
    for (const product of regular) {
      const kind = kindOf(product);
      for (const { values } of product.combinations) {
        const attributes = values.map(([attribute]) => attribute).sort();
        expect(attributes).toEqual(
          kind?.primaryAttribute ? [kind.primaryAttribute, 'couleur'].sort() : ['couleur'],
        );
      }
    }
  });

  it('shows two or three pictures per product, the default combination’s colour first', () => {
    for (const product of regular) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(3);
      expect(product.images[0]).toBe(product.combinations[0]?.image);
      expect(product.combinations.every((combination) => product.images.includes(combination.image))).toBe(
        true,
      );
    }
    expect(plan.images.length).toBeGreaterThanOrEqual(24);
    expect(plan.images.length).toBeLessThanOrEqual(60);
  });

  it('prices every combination within its kind’s tax-inclusive bounds', () => {
    for (const product of regular) {
      const { min, max } = kindOf(product)?.priceTtcDinars ?? { min: 0, max: -1 };
      for (const combination of product.combinations) {
        const ttc = priceTtc(product.priceHt + combination.priceImpactHt, DEMO_TAX_RATE_BP) / 100;
        expect({ sku: product.sku, inBounds: ttc >= min && ttc <= max }).toEqual({
          sku: product.sku,
          inBounds: true,
        });
      }
    }
  });

  it('files at least one full page of products in every leaf category', () => {
    const perCategory = new Map<string, number>();
    for (const product of plan.products)
      perCategory.set(product.mainCategory, (perCategory.get(product.mainCategory) ?? 0) + 1);
    expect(new Set(PRODUCT_KINDS.map((kind) => kind.category))).toEqual(
      new Set([...perCategory.keys()].filter((c) => c !== 'packs')),
    );
    expect([...perCategory.values()].every((count) => count >= 12)).toBe(true);
  });

  it('adds strict and flexible packs of regular products, strict ones fixing an existing combination', () => {
    expect(packs).toHaveLength(12);
    expect(packs.filter((pack) => pack.packMode === 'strict')).toHaveLength(6);
    for (const pack of packs) {
      expect(pack.packItems.length).toBeGreaterThanOrEqual(2);
      for (const item of pack.packItems) {
        const component = plan.products[item.product];
        expect(component?.packMode).toBeNull();
        if (pack.packMode === 'flexible') expect(item.combination).toBeNull();
        else expect(component?.combinations[item.combination ?? -1]).toBeDefined();
      }
    }
  });
});

describe('the planner’s pieces', () => {
  it('finds the HT price whose TTC is the price asked for, else one centime above', () => {
    for (const ttc of [150_000, 24_999_900, 100, 0]) {
      expect(priceTtc(htForTtc(ttc, DEMO_TAX_RATE_BP), DEMO_TAX_RATE_BP)).toBe(ttc);
    }
    // 35 000 DA has no HT at 19 %: 29 411,76 DA gives 34 999,99 and 29 411,77 gives 35 000,01.
    expect(htForTtc(3_500_000, DEMO_TAX_RATE_BP)).toBe(2_941_177);
    expect(priceTtc(2_941_177, DEMO_TAX_RATE_BP)).toBe(3_500_001);
  });

  it('can charge the highest price of every kind exactly, so rounding up never leaves the range', () => {
    for (const kind of PRODUCT_KINDS) {
      const max = kind.priceTtcDinars.max * 100;
      expect({ kind: kind.code, ttc: priceTtc(htForTtc(max, DEMO_TAX_RATE_BP), DEMO_TAX_RATE_BP) }).toEqual({
        kind: kind.code,
        ttc: max,
      });
    }
  });

  it('interleaves kinds in proportion to their share', () => {
    const kinds = assignKinds(1000);
    expect(new Set(kinds.slice(0, 20).map((kind) => kind.code)).size).toBe(PRODUCT_KINDS.length);
    const total = PRODUCT_KINDS.reduce((sum, kind) => sum + kind.share, 0);
    for (const kind of PRODUCT_KINDS) {
      const count = kinds.filter((assigned) => assigned === kind).length;
      expect(Math.abs(count - (1000 * kind.share) / total)).toBeLessThanOrEqual(1);
    }
  });

  it('plans packs only when every kind can be in one', () => {
    expect([packCount(0), packCount(39), packCount(40), packCount(60), packCount(5000)]).toEqual([
      0, 0, 4, 6, 12,
    ]);
  });
});
