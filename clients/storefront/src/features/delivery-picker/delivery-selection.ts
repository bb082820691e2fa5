/**
 * The shopper's delivery choice, kept on the device so a reload (or a visit days later) finds it.
 * Choosing a wilaya clears the commune and transporter below it; clearing the transporter resets
 * the delivery price to 0, as the legacy shop's transporter picker did.
 */
import { useCallback, useState } from 'react';

export interface DeliverySelection {
  wilayaId: number | null;
  communeId: number | null;
  transporterId: number | null;
}

export const DELIVERY_SELECTION_KEY = 'tijara.delivery';
const EMPTY: DeliverySelection = { wilayaId: null, communeId: null, transporterId: null };

function positiveIntOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export function readSelection(storage: Storage): DeliverySelection {
  try {
    const raw = JSON.parse(
      storage.getItem(DELIVERY_SELECTION_KEY) ?? 'null',
    ) as Partial<DeliverySelection> | null;
    if (!raw) return EMPTY;
    return {
      wilayaId: positiveIntOrNull(raw.wilayaId),
      communeId: positiveIntOrNull(raw.communeId),
      transporterId: positiveIntOrNull(raw.transporterId),
    };
  } catch {
    return EMPTY;
  }
}

export function useDeliverySelection(storage: Storage = window.localStorage) {
  const [selection, setSelection] = useState<DeliverySelection>(() => readSelection(storage));

  const save = useCallback(
    (next: DeliverySelection) => {
      setSelection(next);
      try {
        storage.setItem(DELIVERY_SELECTION_KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the choice still holds for this visit.
      }
    },
    [storage],
  );

  return {
    selection,
    chooseWilaya: (wilayaId: number | null) => save({ wilayaId, communeId: null, transporterId: null }),
    chooseCommune: (communeId: number | null) => save({ ...selection, communeId, transporterId: null }),
    chooseTransporter: (transporterId: number | null) => save({ ...selection, transporterId }),
  };
}
