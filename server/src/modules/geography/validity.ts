/**
 * Effective-date rules shared by wilayas and commune divisions: a period is half-open
 * [validFrom, validUntil), and null on either side means open-ended.
 */
export interface Period {
  readonly validFrom: Date | null;
  readonly validUntil: Date | null;
}

export function isActiveAt(period: Period, at: Date): boolean {
  const t = at.getTime();
  return (
    (period.validFrom === null || period.validFrom.getTime() <= t) &&
    (period.validUntil === null || t < period.validUntil.getTime())
  );
}

/** The same rule as a MikroORM filter, for queries. */
export function activeAtFilter(at: Date) {
  return {
    $and: [
      { $or: [{ validFrom: null }, { validFrom: { $lte: at } }] },
      { $or: [{ validUntil: null }, { validUntil: { $gt: at } }] },
    ],
  };
}
