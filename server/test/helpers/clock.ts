/** Instants on both sides of the 2026 reform's default date (midnight 1 Jan 2027 in Algiers, UTC+1). */
export const JUST_BEFORE_REFORM = new Date('2026-12-31T23:59:00+01:00');
export const REFORM_DAY = new Date('2027-01-01T00:00:00+01:00');
