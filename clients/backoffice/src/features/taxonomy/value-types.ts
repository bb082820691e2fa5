/**
 * What the features and attributes tabs share: a type (feature type or attribute) with its code,
 * translated labels, order and values; an attribute also has how the shop shows it (a list, colour
 * swatches or image thumbnails), and its values a colour.
 */
import type { MessageDescriptor } from 'react-intl';
import type { AttributeKind, TaxonomyLabelsFragment } from '../../__generated__/taxonomy/graphql';
import { valuesMessages } from './values-messages';

/** Whose values: a feature type's or an attribute's. */
export type ValueOwner = 'feature' | 'attribute';

export interface ValueRecord {
  readonly id: number;
  readonly labels: TaxonomyLabelsFragment;
  readonly position: number;
  readonly color?: string | null;
  readonly imageUrl?: string | null;
}

export interface TypeRecord {
  readonly id: number;
  readonly code: string;
  readonly labels: TaxonomyLabelsFragment;
  readonly position: number;
  readonly kind?: AttributeKind;
  readonly values: readonly ValueRecord[];
}

export const KIND_LABELS: Readonly<Record<AttributeKind, MessageDescriptor>> = {
  SELECT: valuesMessages.kindSelect,
  COLOR: valuesMessages.kindColor,
  IMAGE: valuesMessages.kindImage,
};

export const ATTRIBUTE_KINDS = ['SELECT', 'COLOR', 'IMAGE'] as const satisfies readonly AttributeKind[];

/** The texts that differ between the two tabs. */
export interface TypeTexts {
  readonly create: MessageDescriptor;
  readonly edit: MessageDescriptor;
  readonly empty: MessageDescriptor;
  readonly confirmDelete: MessageDescriptor;
  /** Why a delete may be refused (attributes: combinations use it). */
  readonly inUse?: MessageDescriptor;
}

export const TYPE_TEXTS: Readonly<Record<ValueOwner, TypeTexts>> = {
  feature: {
    create: valuesMessages.newFeature,
    edit: valuesMessages.editFeature,
    empty: valuesMessages.featuresEmpty,
    confirmDelete: valuesMessages.confirmDeleteFeature,
  },
  attribute: {
    create: valuesMessages.newAttribute,
    edit: valuesMessages.editAttribute,
    empty: valuesMessages.attributesEmpty,
    confirmDelete: valuesMessages.confirmDeleteAttribute,
    inUse: valuesMessages.usedByCombinations,
  },
};

/** "#RRGGBB" as the server wants it, from what <input type=color> gives (lower-case) or was typed. */
export function colorOf(text: string): string | null {
  const clean = text.trim();
  return /^#[0-9a-f]{6}$/i.test(clean) ? clean.toUpperCase() : null;
}
