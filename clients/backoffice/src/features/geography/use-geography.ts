/**
 * The delivery areas as the screen reads them: wilayas and the chosen wilaya's communes from Dexie
 * (so what was seen once shows offline), each list refreshed from the server into the mirror.
 */
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  replaceCommunesOf,
  replaceWilayas,
  toCommuneRow,
  toWilayaRow,
  useMirrorRefresh,
} from '@tijara/shared';
import { GeographyCommunesDocument, GeographyWilayasDocument } from '../../__generated__/geography/graphql';
import { useDb } from '../../app/app-services';

function useWilayas() {
  const db = useDb();
  const client = useApolloClient();
  const rows = useLiveQuery(() => db.wilayas.orderBy('id').toArray(), [db]);
  const refresh = useMirrorRefresh('wilayas', async () => {
    const { data } = await client.query({ query: GeographyWilayasDocument, fetchPolicy: 'network-only' });
    if (data) await replaceWilayas(db, data.wilayas.map(toWilayaRow));
  });
  return { rows, refresh };
}

function useCommunes(wilayaId: number | null) {
  const db = useDb();
  const client = useApolloClient();
  const rows = useLiveQuery(
    () => (wilayaId === null ? [] : db.communes.where('wilayaId').equals(wilayaId).sortBy('name')),
    [db, wilayaId],
  );
  const refresh = useMirrorRefresh(wilayaId === null ? null : `wilaya:${wilayaId}`, async () => {
    if (wilayaId === null) return;
    const { data } = await client.query({
      query: GeographyCommunesDocument,
      variables: { wilayaId },
      fetchPolicy: 'network-only',
    });
    if (data)
      await replaceCommunesOf(
        db,
        wilayaId,
        data.communes.map((c) => toCommuneRow(c, wilayaId)),
      );
  });
  return { rows, refresh };
}

export function useGeography() {
  const [wilayaId, setWilayaId] = useState<number | null>(null);
  const wilayas = useWilayas();
  const communes = useCommunes(wilayaId);
  const selected = wilayas.rows?.find((w) => w.id === wilayaId);
  return { wilayas, communes, wilayaId, selected, choose: setWilayaId };
}
