/**
 * A request's fingerprint: SHA-256 of its RFC 8785 canonical JSON (@tijara/schema, the form the apps
 * hash their idempotency keys with). Two sends of the same order give the same fingerprint whatever
 * order the client wrote its keys in; a different order under a used key gives another one (409).
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '@tijara/schema';

export function requestFingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
