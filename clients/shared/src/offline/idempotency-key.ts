/**
 * Idempotency keys for content-addressed intents: SHA-256 of the RFC 8785 (JCS)
 * canonical JSON of the value. The storefront hashes its order payload, which includes the client
 * order id, so a retry of the same tap keeps its key and a new tap gets a new one. The canonical form
 * is @tijara/schema's, the one the server fingerprints requests with.
 */
import { canonicalJson } from '@tijara/schema';

export { canonicalJson };

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hex SHA-256 of the JCS form. Compute it before enqueue (not inside a Dexie transaction). */
export function idempotencyKeyFor(value: unknown): Promise<string> {
  return sha256Hex(canonicalJson(value));
}
