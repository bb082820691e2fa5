/**
 * Refreshes the device's copy of the delivery geography from the server (the storefront's fetch
 * transport). The picker reads only the Dexie mirror, so it works offline once visited.
 */
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
import { requestGraphql } from '../../app/data';

export async function refreshWilayas(db: TijaraDb): Promise<void> {
  const data = await requestGraphql(DeliveryWilayasDocument, {});
  await replaceWilayas(db, data.wilayas.map(toWilayaRow));
}

export async function refreshCommunes(db: TijaraDb, wilayaId: number): Promise<void> {
  const data = await requestGraphql(DeliveryCommunesDocument, { wilayaId });
  await replaceCommunesOf(
    db,
    wilayaId,
    data.communes.map((c) => toCommuneRow(c, wilayaId)),
  );
}

export async function refreshDeliveryOptions(db: TijaraDb, communeId: number): Promise<void> {
  const data = await requestGraphql(DeliveryOptionsDocument, { communeId });
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
