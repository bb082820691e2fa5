/**
 * The shapes of the demo catalogue plan (plan.ts makes it, packs.ts adds the packs, seed-catalogue.ts
 * writes it) and the small pure helpers both planners use.
 */
import { priceTtc } from '@tijara/schema';
import type { ProductKind } from './kinds';
import type { TextsByLocale } from './texts';
import type { ValueDef } from './vocabulary';

/** Algeria's standard VAT, 19 %, in basis points. */
export const DEMO_TAX_RATE_BP = 1900;
export const DAY_MS = 86_400_000;
export const CENTIMES = 100;

export interface PlannedCombination {
  readonly reference: string;
  readonly barcode: string;
  readonly isDefault: boolean;
  readonly priceImpactHt: number;
  /** [attribute code, value code] pairs. */
  readonly values: readonly (readonly [string, string])[];
  /** Key of the picture of its colour. */
  readonly image: string;
}

export interface PlannedPackItem {
  /** Index of the component among the plan's products. */
  readonly product: number;
  /** Index among the component's combinations: fixed in a strict pack, null in a flexible one. */
  readonly combination: number | null;
  readonly quantity: number;
}

export interface PlannedProduct {
  readonly uuid: string;
  readonly slug: string;
  readonly sku: string;
  readonly barcode: string;
  /** The kind's code; null for a pack. */
  readonly kind: string | null;
  readonly brand: string | null;
  readonly line: string | null;
  readonly mainCategory: string;
  /** Every category it is filed under: the main one and its ancestors. */
  readonly categories: readonly string[];
  readonly priceHt: number;
  readonly supplyPriceHt: number;
  readonly wholesalePriceHt: number;
  readonly wholesaleMoq: number;
  readonly weightGrams: number;
  readonly sizeMm: readonly [number, number, number];
  readonly featured: boolean;
  readonly onSale: boolean;
  readonly createdAt: Date;
  readonly packMode: 'strict' | 'flexible' | null;
  readonly texts: TextsByLocale;
  readonly tags: readonly string[];
  readonly collections: readonly string[];
  /** [feature type code, value code] pairs. */
  readonly features: readonly (readonly [string, string])[];
  readonly combinations: readonly PlannedCombination[];
  /** Picture keys, the first one the default image. */
  readonly images: readonly string[];
  readonly packItems: readonly PlannedPackItem[];
}

/** A generated picture: one per kind and colour in use, shared by every product showing it. */
export interface PlannedImage {
  readonly key: string;
  readonly kind: ProductKind;
  readonly colour: ValueDef;
}

export interface CataloguePlan {
  readonly products: readonly PlannedProduct[];
  readonly images: readonly PlannedImage[];
}

/**
 * The lowest HT price whose TTC (priceTtc) is at least `ttc`: exactly `ttc` when one exists. About one
 * TTC amount in six has no HT at 19 % (HT steps of 1 centime move TTC by 1.19); those round up by
 * one centime, so a price never falls below the floor of its range.
 */
export function htForTtc(ttc: number, taxRateBp: number): number {
  let ht = Math.max(0, Math.floor((ttc * 10_000) / (10_000 + taxRateBp)) - 1);
  while (priceTtc(ht, taxRateBp) < ttc) ht++;
  return ht;
}

/** The key of the picture of a kind in a colour ("robe-kabyle/rouge"). */
export function imageKey(kind: string, colour: string): string {
  return `${kind}/${colour}`;
}

/** Rounds centimes to whole dinars. */
export function wholeDinars(amount: number): number {
  return Math.round(amount / CENTIMES) * CENTIMES;
}
