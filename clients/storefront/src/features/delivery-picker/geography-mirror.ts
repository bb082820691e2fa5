/**
 * Refreshes the device's copy of the delivery geography from the server. The picker reads only the
 * Dexie mirror, so it works offline once visited.
 */
import type { ApolloClient } from '@apollo/client';
import {
  replaceCommunesOf,
  replaceDeliveryOptionsOf,
  replaceWilayas,
  toCommuneRow,
  toWilayaRow,
} from '@tijara/shared';
import type { TijaraDb } from '@tijara/shared';
import {
  DeliveryCommunesDocument,
  DeliveryOptionsDocument,
  DeliveryWilayasDocument,
} from '../../__generated__/graphql';

export async function refreshWilayas(client: ApolloClient, db: TijaraDb): Promise<void> {
  const { data } = await client.query({ query: DeliveryWilayasDocument, fetchPolicy: 'network-only' });
  if (!data) throw new Error('No wilayas in the answer');
  await replaceWilayas(db, data.wilayas.map(toWilayaRow));
}

export async function refreshCommunes(client: ApolloClient, db: TijaraDb, wilayaId: number): Promise<void> {
  const { data } = await client.query({
    query: DeliveryCommunesDocument,
    variables: { wilayaId },
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('No communes in the answer');
  await replaceCommunesOf(
    db,
    wilayaId,
    data.communes.map((c) => toCommuneRow(c, wilayaId)),
  );
}

export async function refreshDeliveryOptions(
  client: ApolloClient,
  db: TijaraDb,
  communeId: number,
): Promise<void> {
  const { data } = await client.query({
    query: DeliveryOptionsDocument,
    variables: { communeId },
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('No transporters in the answer');
  const rows = data.transporters.map((t) => ({
    communeId,
    transporterId: t.id,
    name: t.name,
    price: t.price,
    image: t.image,
    logo: t.logo,
  }));
  await replaceDeliveryOptionsOf(db, communeId, rows);
}
