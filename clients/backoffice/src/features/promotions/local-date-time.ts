/**
 * datetime-local fields hold a wall-clock time in the browser's time zone ("2026-12-01T08:00");
 * the contract carries instants (ISO 8601, UTC). Algeria has no daylight saving, but the tablet's
 * zone decides, so the conversion goes through Date both ways.
 */
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** The instant a datetime-local value stands for; null when it is empty or not such a value. */
export function isoFromLocalInput(text: string): string | null {
  if (!LOCAL_INPUT.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The datetime-local value showing an instant, to the minute. */
export function localInputFromIso(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
