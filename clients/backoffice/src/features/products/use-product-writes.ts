/**
 * The product mutations as outcomes the forms show. A product is normalised by id, so a saved
 * details or price form refreshes the header and every other view of it; a creation drops the
 * cached product lists (asked again) and seeds the editor's query so the wizard's next steps need no
 * round trip. Texts have no id of their own: a saved language is written into the product's entry.
 */
import { useCallback } from 'react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type {
  ProductEditorFieldsFragment,
  ProductPricesInput,
  ProductTranslationFieldsFragment,
  ProductTranslationInput,
  UpdateProductInput,
  CreateProductInput,
} from '../../__generated__/products/graphql';
import {
  ProductCreateDocument,
  ProductEditorDocument,
  ProductSetPricesDocument,
  ProductSetTranslationDocument,
  ProductUpdateDocument,
} from '../../__generated__/products/graphql';
import { outcomeOf } from './product-refusal';
import type { Outcome } from './product-refusal';

export type ProductOutcome = Outcome<ProductEditorFieldsFragment>;

function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminProducts' });
}

export function useCreateProduct() {
  const [create] = useMutation(ProductCreateDocument);
  return useCallback(
    (input: CreateProductInput): Promise<ProductOutcome> =>
      outcomeOf(async () => {
        const { data } = await create({
          variables: { input },
          update: (cache, { data: answer }) => {
            forgetLists(cache);
            if (!answer) return;
            const product = answer.createProduct;
            cache.writeQuery({
              query: ProductEditorDocument,
              variables: { id: product.id },
              data: { product },
            });
          },
        });
        return data?.createProduct;
      }),
    [create],
  );
}

export function useUpdateProduct() {
  const [update] = useMutation(ProductUpdateDocument);
  return useCallback(
    (id: number, version: number, input: UpdateProductInput): Promise<ProductOutcome> =>
      outcomeOf(async () => {
        const { data } = await update({ variables: { id, version, input }, update: forgetLists });
        return data?.updateProduct;
      }),
    [update],
  );
}

export function useSetProductPrices() {
  const [setPrices] = useMutation(ProductSetPricesDocument);
  return useCallback(
    (productId: number, version: number, input: ProductPricesInput): Promise<ProductOutcome> =>
      outcomeOf(async () => {
        const { data } = await setPrices({ variables: { productId, version, input }, update: forgetLists });
        return data?.setProductPrices;
      }),
    [setPrices],
  );
}

export function useSetProductTranslation() {
  const [setTranslation] = useMutation(ProductSetTranslationDocument);
  return useCallback(
    (productId: number, locale: string, input: ProductTranslationInput) =>
      outcomeOf<ProductTranslationFieldsFragment>(async () => {
        const { data } = await setTranslation({
          variables: { productId, locale, input },
          update: (cache, { data: answer }) => {
            if (answer) keepTranslation(cache, productId, answer.setProductTranslation);
          },
        });
        return data?.setProductTranslation;
      }),
    [setTranslation],
  );
}

/** The saved texts replace that language's in the cached product (they carry no id to merge by). */
function keepTranslation(cache: ApolloCache, productId: number, saved: ProductTranslationFieldsFragment) {
  cache.modify<{ translations: readonly (ProductTranslationFieldsFragment | Reference)[] }>({
    id: cache.identify({ __typename: 'Product', id: productId }),
    fields: {
      translations: (existing, { readField }) => [
        ...existing.filter((entry) => readField('locale', entry) !== saved.locale),
        { __typename: 'ProductTranslation', ...saved },
      ],
    },
  });
}
