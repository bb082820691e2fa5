/**
 * The pickers over whole lists, one per scope: categories (shown with their parents, "Maison ›
 * Cuisine", so two "Accessoires" can be told apart), brands, brand lines (with their brand),
 * collections and customer segments. Each asks for its own list when it is shown.
 */
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import type { PromotionCategoriesQuery } from '../../__generated__/promotions/graphql';
import {
  PromotionBrandLinesDocument,
  PromotionBrandsDocument,
  PromotionCategoriesDocument,
  PromotionCollectionsDocument,
  PromotionSegmentsDocument,
} from '../../__generated__/promotions/graphql';
import { messages } from './messages';
import { OptionPicker } from './OptionPicker';
import type { PickerProps } from './PickerFrame';
import type { Target } from './promotion-draft';

type Category = PromotionCategoriesQuery['categories'][number];

/** Each category named by its path from the root; a loop in the tree stops at the first repeat. */
export function categoryTargets(intl: IntlShape, categories: readonly Category[]): Target[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (category: Category, seen: Set<number>): string => {
    const parent = category.parent ? byId.get(category.parent.id) : undefined;
    if (!parent || seen.has(parent.id)) return category.name;
    seen.add(parent.id);
    return intl.formatMessage(messages.categoryPath, { parent: pathOf(parent, seen), name: category.name });
  };
  return categories.map((category) => ({ id: category.id, name: pathOf(category, new Set([category.id])) }));
}

export function CategoryPicker(props: PickerProps) {
  const intl = useIntl();
  const { data, error } = useQuery(PromotionCategoriesDocument);
  const options = data ? categoryTargets(intl, data.categories) : undefined;
  return (
    <OptionPicker
      legend={intl.formatMessage(messages.categoryPicker)}
      options={options}
      failed={Boolean(error)}
      {...props}
    />
  );
}

export function BrandPicker(props: PickerProps) {
  const intl = useIntl();
  const { data, error } = useQuery(PromotionBrandsDocument);
  return (
    <OptionPicker
      legend={intl.formatMessage(messages.brandPicker)}
      options={data?.brands}
      failed={Boolean(error)}
      {...props}
    />
  );
}

export function BrandLinePicker(props: PickerProps) {
  const intl = useIntl();
  const { data, error } = useQuery(PromotionBrandLinesDocument);
  const options = data?.brandLines.map((line) => ({
    id: line.id,
    name: intl.formatMessage(messages.brandLineOption, { line: line.name, brand: line.brand.name }),
  }));
  return (
    <OptionPicker
      legend={intl.formatMessage(messages.brandLinePicker)}
      options={options}
      failed={Boolean(error)}
      {...props}
    />
  );
}

export function CollectionPicker(props: PickerProps) {
  const intl = useIntl();
  const { data, error } = useQuery(PromotionCollectionsDocument);
  return (
    <OptionPicker
      legend={intl.formatMessage(messages.collectionPicker)}
      options={data?.collections}
      failed={Boolean(error)}
      {...props}
    />
  );
}

export function SegmentPicker(props: PickerProps) {
  const intl = useIntl();
  const { data, error } = useQuery(PromotionSegmentsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <OptionPicker
      legend={intl.formatMessage(messages.segmentPicker)}
      options={data?.customerSegments}
      failed={Boolean(error)}
      {...props}
    />
  );
}
