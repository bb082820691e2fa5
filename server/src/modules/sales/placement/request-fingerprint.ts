/**
 * A request's fingerprint: SHA-256 of its canonical JSON (object keys sorted at every level, arrays
 * in order, no white space). Two sends of the same order give the same fingerprint whatever order
 * the client wrote its keys in; a different order under a used key gives another one (409).
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

export function requestFingerprint(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}
