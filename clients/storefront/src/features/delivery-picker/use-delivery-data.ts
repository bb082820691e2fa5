/**
 * What the picker shows, read live from the Dexie mirror, plus the refreshes that keep the mirror
 * current while online. Lists are ordered here once: wilayas by number, communes by name in the
 * shopper's script, transporters cheapest first.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Locale } from '@tijara/schema';
import { useDb } from '../../app/data/use-db';
import { refreshCommunes, refreshDeliveryOptions, refreshWilayas } from './geography-mirror';
import { useMirrorRefresh } from '@tijara/shared';
import type { DeliverySelection } from './delivery-selection';

export function placeName(place: { name: string; nameAr: string }, locale: Locale): string {
  return locale === 'ar' ? place.nameAr : place.name;
}

export function useDeliveryData(selection: DeliverySelection, locale: Locale) {
  const db = useDb();
  const { wilayaId, communeId } = selection;

  const wilayas = useLiveQuery(
    () =>
      db.wilayas
        .orderBy('id')
        .filter((w) => w.deliverable)
        .toArray(),
    [db],
  );
  const communes = useLiveQuery(async () => {
    if (wilayaId === null) return [];
    const rows = await db.communes
      .where('wilayaId')
      .equals(wilayaId)
      .filter((c) => c.deliverable)
      .toArray();
    const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'fr');
    return rows.sort((a, b) => collator.compare(placeName(a, locale), placeName(b, locale)));
  }, [db, wilayaId, locale]);
  const options = useLiveQuery(async () => {
    if (communeId === null) return [];
    const rows = await db.deliveryOptions.where('communeId').equals(communeId).toArray();
    return rows.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  }, [db, communeId]);

  const wilayasRefresh = useMirrorRefresh('wilayas', () => refreshWilayas(db));
  const communesRefresh = useMirrorRefresh(wilayaId === null ? null : `wilaya:${wilayaId}`, () =>
    refreshCommunes(db, wilayaId ?? 0),
  );
  const optionsRefresh = useMirrorRefresh(communeId === null ? null : `commune:${communeId}`, () =>
    refreshDeliveryOptions(db, communeId ?? 0),
  );

  return { wilayas, communes, options, wilayasRefresh, communesRefresh, optionsRefresh };
}
