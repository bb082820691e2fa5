/**
 * A screen's question with its answer kept on the device (useOfflineCopy): the network answer when
 * there is one, the last one seen otherwise. `reload` asks again and moves `generation`, so a form
 * keyed by it starts over from the server's new answer (after a conflict, say), never from the
 * values it was typed against.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useOfflineCopy } from './use-offline-copy';

export function useQueryWithCopy<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  copyKey: string,
) {
  const answer = useQuery<TData, TVariables>(document, {
    variables,
    fetchPolicy: 'cache-and-network',
    // Apollo's options type decides on `variables` by the concrete variables type; a generic one
    // cannot satisfy that check, though any value of TVariables is right here.
  } as useQuery.Options<TData, TVariables>);
  const [generation, setGeneration] = useState(0);
  const { refetch } = answer;
  const reload = useCallback(
    () =>
      void refetch().then(
        () => setGeneration((n) => n + 1),
        () => undefined,
      ),
    [refetch],
  );
  const copy = useOfflineCopy(copyKey, answer.data as TData | undefined);
  return { ...copy, error: answer.error, generation, reload };
}
