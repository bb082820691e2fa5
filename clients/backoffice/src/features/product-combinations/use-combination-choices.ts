/**
 * A product's combinations as the spec's selectors offer them ("Fetched by product id"): id and
 * name, in the product's order. Shared by CombinationSelect and whoever must know whether a product
 * has combinations at all (a strict pack fixes one per component that has some).
 */
import { skipToken, useQuery } from '@apollo/client/react';
import { CombinationChoicesDocument } from '../../__generated__/product-combinations/graphql';

export interface CombinationChoice {
  readonly id: number;
  /** Its own name, else its values ("Rouge - XL"). */
  readonly name: string;
}

export interface CombinationChoices {
  /** undefined until the server (or the cache) answered. */
  readonly choices: readonly CombinationChoice[] | undefined;
  readonly failed: boolean;
}

/** productId null: nothing to ask (no product chosen yet). */
export function useCombinationChoices(productId: number | null): CombinationChoices {
  const result = useQuery(
    CombinationChoicesDocument,
    productId === null ? skipToken : { variables: { productId }, fetchPolicy: 'cache-and-network' },
  );
  const combinations = result.data?.product.combinations;
  return {
    choices: combinations?.map(({ id, name }) => ({ id, name })),
    failed: Boolean(result.error) && !combinations,
  };
}
