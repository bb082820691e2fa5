/**
 * How an order is named to people: its reference, the label a clerk matches against a carrier's
 * statement, the customer's full name. Pure functions, shared by every screen that lists orders.
 */

/** The shop's own order reference: `CMD-` and the id padded to 6 digits (longer ids stay whole). */
export function orderReference(id: number): string {
  return `CMD-${String(id).padStart(6, '0')}`;
}

export interface DeliveryLabelParts {
  readonly id: number;
  /** The carrier's parcel number, when it gave one. */
  readonly trackingNumber: string | null;
  /** Where the parcel went; null for an order without a destination commune. */
  readonly communeName: string | null;
}

const SEPARATOR = ' · ';

/**
 * What the carrier's statement shows for a parcel: its tracking number (else our reference), then
 * the destination commune, e.g. "YAL-88213 · Bab Ezzouar". Blank tracking numbers count as none.
 */
export function deliveryLabel({ id, trackingNumber, communeName }: DeliveryLabelParts): string {
  const tracking = trackingNumber?.trim();
  const name = tracking ? tracking : orderReference(id);
  const commune = communeName?.trim();
  return commune ? `${name}${SEPARATOR}${commune}` : name;
}

/** "firstname lastname", without stray spaces when one is blank. */
export function customerFullName(firstname: string, lastname: string): string {
  return [firstname.trim(), lastname.trim()].filter((part) => part !== '').join(' ');
}

const LABEL_ORDER = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/**
 * The order of lists of delivery labels (the payment screen lists its options by their text): the
 * label compared as French text with digit runs read as numbers ("YAL-9000" before "YAL-88213"),
 * then the id, so equal labels keep a stable order.
 */
export function compareDeliveryLabels(
  a: { readonly deliveryName: string; readonly id: number },
  b: { readonly deliveryName: string; readonly id: number },
): number {
  return LABEL_ORDER.compare(a.deliveryName, b.deliveryName) || a.id - b.id;
}
