/**
 * The rows chosen for a bulk change, and the change itself: activate or deactivate them in one call
 * (setProductsActive answers how many changed), told in a flash, then the list asked again (a filter
 * on "active" may now leave some rows out). The choice belongs to the page it was made on: another
 * page, filter or sort starts with none, so an action never reaches rows the reader cannot see.
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { ProductListDocument, ProductListSetActiveDocument } from '../../__generated__/product-list/graphql';
import { useFlash } from '../../components/Flash';
import { messages } from './messages';

export function useBulkActivation(pageKey: string) {
  const intl = useIntl();
  const flash = useFlash();
  const [chosen, setChosen] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: pageKey,
    ids: new Set(),
  });
  const ids = chosen.key === pageKey ? chosen.ids : new Set<number>();
  const [send, { loading }] = useMutation(ProductListSetActiveDocument, {
    refetchQueries: [ProductListDocument],
    awaitRefetchQueries: true,
  });

  const toggle = (changed: readonly number[], selected: boolean) => {
    const next = new Set(ids);
    for (const id of changed) {
      if (selected) next.add(id);
      else next.delete(id);
    }
    setChosen({ key: pageKey, ids: next });
  };

  const apply = async (active: boolean) => {
    try {
      const { data } = await send({ variables: { ids: [...ids].sort((a, b) => a - b), active } });
      const count = data?.setProductsActive ?? 0;
      flash('success', intl.formatMessage(active ? messages.activated : messages.deactivated, { count }));
      setChosen({ key: pageKey, ids: new Set() });
    } catch (error) {
      flash('danger', intl.formatMessage(errorMessage(serverVerdict(error))));
    }
  };

  return { ids, toggle, apply, busy: loading };
}
