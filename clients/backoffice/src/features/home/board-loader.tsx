/**
 * The figures' chunk with the order vocabulary's, as React.lazy wants it. Exported by the index (in
 * the entry chunk) rather than imported by HomePage alone: the entry's list of chunks to preload
 * already names most of the figures' (the shared components, money formatting), so this costs the
 * first route a few bytes where a list of its own in HomePage's chunk cost half a KiB.
 */
import { loadOrderVocabulary } from '../orders';

export async function loadHomeBoard() {
  const [{ HomeBoard }, vocabulary] = await Promise.all([import('./HomeBoard'), loadOrderVocabulary()]);
  return { default: () => <HomeBoard vocabulary={vocabulary} /> };
}
