/**
 * The details form's choices (categories as a tree, brands, lines, collections, tags, suppliers,
 * the installation's shop) and the quick creation of a category or a brand. A created entry is
 * appended to the cached root list (`categories`, `brands`), so this select and every other screen
 * reading that list show it at once.
 */
import { useCallback } from 'react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { BrandInput, CategoryInput, ProductOptionsQuery } from '../../__generated__/products/graphql';
import {
  ProductCreateBrandDocument,
  ProductCreateCategoryDocument,
  ProductOptionsDocument,
} from '../../__generated__/products/graphql';
import { useOfflineCopy } from '../../components/use-offline-copy';
import type { Choice } from './fields';
import { outcomeOf } from './product-refusal';

export type ProductOptions = ProductOptionsQuery;

/** The choices, kept on the device too: a form opened offline still lists them. */
export function useProductOptions() {
  const options = useQuery(ProductOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const copy = useOfflineCopy('product:options', options.data);
  return { options: copy.data, failed: Boolean(options.error) && !copy.data, refetch: options.refetch };
}

type Category = ProductOptions['categories'][number];

/** Categories in tree order, each indented by its depth (a select has no nesting of its own). */
export function categoryChoices(categories: readonly Category[]): Choice[] {
  const children = new Map<number | null, Category[]>();
  const ids = new Set(categories.map((c) => c.id));
  for (const category of categories) {
    // A parent missing from the list (inactive, filtered) leaves its children at the top.
    const parent = category.parent && ids.has(category.parent.id) ? category.parent.id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const choices: Choice[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      choices.push({ value: String(category.id), label: `${'\u2003'.repeat(depth)}${category.name}` });
      if (depth < 20) visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return choices;
}

export const choicesOf = (list: readonly { id: number; name: string }[]): Choice[] =>
  list.map((entry) => ({ value: String(entry.id), label: entry.name }));

function appendTo(cache: ApolloCache, field: 'categories' | 'brands', typename: string, id: number) {
  const ref = cache.identify({ __typename: typename, id });
  if (!ref) return;
  cache.modify<Record<string, readonly Reference[]>>({
    id: 'ROOT_QUERY',
    fields: {
      [field]: (existing: readonly Reference[], { toReference }) => {
        const added = toReference(ref);
        return added && !existing.some((r) => r.__ref === ref) ? [...existing, added] : existing;
      },
    },
  });
}

export function useQuickCreate() {
  const [createCategory] = useMutation(ProductCreateCategoryDocument);
  const [createBrand] = useMutation(ProductCreateBrandDocument);
  const category = useCallback(
    (input: CategoryInput) =>
      outcomeOf(async () => {
        const { data } = await createCategory({
          variables: { input },
          update: (cache, { data: answer }) => {
            if (answer) appendTo(cache, 'categories', 'Category', answer.createCategory.id);
          },
        });
        return data?.createCategory;
      }),
    [createCategory],
  );
  const brand = useCallback(
    (input: BrandInput) =>
      outcomeOf(async () => {
        const { data } = await createBrand({
          variables: { input },
          update: (cache, { data: answer }) => {
            if (answer) appendTo(cache, 'brands', 'Brand', answer.createBrand.id);
          },
        });
        return data?.createBrand;
      }),
    [createBrand],
  );
  return { category, brand };
}
