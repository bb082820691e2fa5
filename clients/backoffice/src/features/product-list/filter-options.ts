/**
 * The category and brand choices of the filters. Categories come as a flat list pointing at their
 * parents; the select shows them as the tree reads (each under its parent, in the server's position
 * order) with their path ("Épicerie › Lait"), so two "Accessoires" under different parents differ.
 * The last answer is kept on the device so the filters still work on an offline copy of the list.
 */
import { useQuery } from '@apollo/client/react';
import type { ProductListOptionsQuery } from '../../__generated__/product-list/graphql';
import { ProductListOptionsDocument } from '../../__generated__/product-list/graphql';
import { useOfflineCopy } from '../../components/use-offline-copy';

export interface FilterOption {
  readonly id: number;
  readonly label: string;
}

type Category = ProductListOptionsQuery['categories'][number];

/** Depth first from the roots; a category whose parent is missing (or a loop) is shown as a root. */
export function categoryOptions(categories: readonly Category[]): FilterOption[] {
  const known = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, Category[]>();
  for (const category of categories) {
    const parent = category.parent && known.has(category.parent.id) ? category.parent.id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: FilterOption[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, path: string) => {
    for (const category of children.get(parent) ?? []) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      const label = path ? `${path} › ${category.name}` : category.name;
      options.push({ id: category.id, label });
      visit(category.id, label);
    }
  };
  visit(null, '');
  // A loop never reaches a root: its members are still offered, by name.
  for (const category of categories) {
    if (!seen.has(category.id)) options.push({ id: category.id, label: category.name });
  }
  return options;
}

export function brandOptions(brands: ProductListOptionsQuery['brands'], locale: string): FilterOption[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return brands
    .map((brand) => ({ id: brand.id, label: brand.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function useFilterOptions(locale: string) {
  const query = useQuery(ProductListOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const { data } = useOfflineCopy('productList:options', query.data);
  return {
    categories: data ? categoryOptions(data.categories) : [],
    brands: data ? brandOptions(data.brands, locale) : [],
  };
}
