/**
 * A product kind (robe kabyle, smartphone, réfrigérateur...) says where its products are filed, what
 * they cost, what varies between their combinations and how to draft one. The planner (plan.ts)
 * turns drafts into rows; the three family files (clothing.ts, phones.ts, appliances.ts) hold the
 * kinds and their vocabulary.
 */
import type { Prng } from './prng';
import type { Term } from './vocabulary';

export type Family = 'clothing' | 'phones' | 'appliances';

/** What the picture of a kind shows (images.ts draws each one). */
export type Shape =
  | 'dress'
  | 'robe'
  | 'veil'
  | 'tunic'
  | 'jeans'
  | 'shoe'
  | 'tee'
  | 'phone'
  | 'fridge'
  | 'air-conditioner'
  | 'washer'
  | 'cooker';

export interface DinarRange {
  readonly min: number;
  readonly max: number;
  /** Prices are multiples of it (shops price in round amounts). */
  readonly step: number;
}

/** What a kind decides for one product; the planner adds ids, codes, prices in centimes and texts. */
export interface ProductDraft {
  readonly name: Term;
  readonly brand: string;
  readonly line: string | null;
  /** Tax-inclusive price of the default combination, in dinars. */
  readonly priceTtcDinars: number;
  /** Values of the kind's primary attribute it comes in, cheapest first (the default). */
  readonly primaries: readonly string[];
  /** Colour codes it comes in (each has a picture); the first is the default combination's. */
  readonly colours: readonly string[];
  /** Feature type code -> value code. */
  readonly features: Readonly<Record<string, string>>;
}

export interface ProductKind {
  readonly code: string;
  /** First part of the SKU ("RK-00042"). */
  readonly skuPrefix: string;
  readonly family: Family;
  /** The leaf category the products are filed under (and its ancestors). */
  readonly category: string;
  /** The kind's name, written on its pictures. */
  readonly noun: Term;
  readonly shape: Shape;
  /** Bounds of any tax-inclusive price of the kind (combinations included), in dinars. */
  readonly priceTtcDinars: DinarRange;
  /** The attribute combinations vary by besides the colour ("taille", "stockage"); null: colour only. */
  readonly primaryAttribute: string | null;
  /** Price increase per step up the primary attribute, as a fraction of the default price. */
  readonly primaryStep: number;
  /** Every colour the kind comes in; each gets one generated picture. */
  readonly colours: readonly string[];
  /** Collections its products may join. */
  readonly collections: readonly string[];
  readonly wholesaleMoq: readonly number[];
  readonly weightGrams: readonly [number, number];
  /** Packaging height, width and length, in millimetres. */
  readonly sizeMm: readonly [number, number, number];
  /** Its weight in the catalogue mix (relative to the other kinds). */
  readonly share: number;
  draft(rng: Prng): ProductDraft;
}

/** A price drawn in `range`, a multiple of its step. */
export function drawPrice(rng: Prng, range: DinarRange): number {
  const steps = Math.floor((range.max - range.min) / range.step);
  return range.min + range.step * rng.int(0, steps);
}

/** `count` consecutive values of `values` from a random start (sizes M, L; 128 and 256 Go). */
export function consecutive(rng: Prng, values: readonly string[], count: number): string[] {
  const length = Math.min(count, values.length);
  const start = rng.int(0, values.length - length);
  return values.slice(start, start + length);
}

/** Two colours most of the time, three for about a third of the products. */
export function drawColours(rng: Prng, colours: readonly string[]): string[] {
  return rng.sample(colours, rng.chance(0.35) ? 3 : 2);
}

/** "Robe kabyle brodée Tinhinane" / "Tinhinane embroidered Kabyle dress" / "جبة قبائلية مطرزة تينهينان". */
export function composeName(noun: Term, qualifier: Term, model: Term): Term {
  return {
    fr: `${noun.fr} ${qualifier.fr} ${model.fr}`,
    en: `${model.en} ${qualifier.en} ${noun.en}`,
    ar: `${noun.ar} ${qualifier.ar} ${model.ar}`,
  };
}
