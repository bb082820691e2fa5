/**
 * What the editor and the receive screen share: the expedition (asked again on every visit, the
 * stock figures being shared), the modal's notice, and the rule that a refusal saying the
 * expedition changed elsewhere reloads it, so the screen shows what is true.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ExpeditionDetailDocument } from '../../__generated__/expeditions/graphql';
import type { Notice, Refusal } from './notice';

export function useExpeditionScreen(expeditionId: number) {
  const detail = useQuery(ExpeditionDetailDocument, {
    variables: { id: expeditionId },
    fetchPolicy: 'cache-and-network',
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const refetch = detail.refetch;
  const tell = useCallback(
    (next: Notice | Refusal) => {
      setNotice(next);
      if ('stale' in next && next.stale) void refetch();
    },
    [refetch],
  );
  const closeNotice = useCallback(() => setNotice(null), []);
  return {
    expedition: detail.data?.expedition,
    loading: detail.loading,
    reload: () => void refetch(),
    notice,
    tell,
    closeNotice,
  };
}
