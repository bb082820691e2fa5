/**
 * The "card" of a product as the card statement returns it: everything a listing, the product page
 * and cross-selling show, in every language (the request's locale is picked when shaping, so one
 * card serves fr, en and ar). Money is integer centimes; labels are {fr, en?, ar?}.
 */
import type { Locale } from '@tijara/schema';
import type { Labels } from '../labels';
import type { PackMode } from '../product/product-status';
import type { AttributeKind } from '../taxonomy/attribute.entity';

export interface CardTranslation {
  readonly locale: Locale;
  readonly name: string;
  readonly shortDescription: string;
  readonly longDescription: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
}

export interface CardImage {
  readonly id: number;
  readonly storageKey: string;
  /** Of the upright original, pixels. */
  readonly width: number;
  readonly height: number;
  readonly isDefault: boolean;
  readonly alts: Labels | null;
}

export interface CardValue {
  readonly id: number;
  readonly attributeCode: string;
  readonly attributeLabels: Labels;
  readonly kind: AttributeKind;
  readonly labels: Labels;
  readonly color: string | null;
  readonly imageKey: string | null;
}

export interface CardCombination {
  readonly id: number;
  readonly isDefault: boolean;
  /** Added to the product's HT price, centimes. */
  readonly priceImpactHt: number;
  readonly names: Partial<Labels> | null;
  readonly active: boolean;
  readonly values: readonly CardValue[];
  /** Among the product's images. */
  readonly imageIds: readonly number[];
}

export interface CardFeature {
  readonly id: number;
  readonly typeCode: string;
  readonly typeLabels: Labels;
  readonly values: Labels;
}

/** A component of a pack, with what the storefront needs to show and pick its combination. */
export interface CardPackItem {
  readonly productId: number;
  readonly productUuid: string;
  readonly slug: string;
  readonly names: readonly { readonly locale: Locale; readonly name: string }[];
  readonly quantity: number;
  readonly priceHt: number;
  readonly taxRateBp: number;
  readonly thumbKey: string | null;
  /** Fixed in a strict pack, null in a flexible one. */
  readonly combinationId: number | null;
  /** The component's active combinations. */
  readonly combinations: readonly CardCombination[];
}

export interface ProductCardRow {
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
  readonly sku: string | null;
  readonly priceHt: number;
  readonly taxRateBp: number;
  readonly featured: boolean;
  readonly onSale: boolean;
  readonly packMode: PackMode | null;
  readonly createdAt: string;
  readonly translations: readonly CardTranslation[];
  readonly mainCategory: {
    readonly id: number;
    readonly uuid: string;
    readonly slug: string;
    readonly names: Labels;
  };
  readonly brand: {
    readonly id: number;
    readonly uuid: string;
    readonly slug: string;
    readonly name: string;
    readonly logoKey: string | null;
  } | null;
  readonly brandLine: {
    readonly id: number;
    readonly uuid: string;
    readonly slug: string;
    readonly names: Labels;
  } | null;
  /** The main category and the additional ones (promotions match on these). */
  readonly categoryIds: readonly number[];
  readonly collectionIds: readonly number[];
  readonly tags: readonly { readonly id: number; readonly slug: string; readonly names: Labels }[];
  /** The default image first, then by position. */
  readonly images: readonly CardImage[];
  readonly features: readonly CardFeature[];
  readonly combinations: readonly CardCombination[];
  readonly packItems: readonly CardPackItem[];
}
