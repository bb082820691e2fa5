/**
 * The orders feature's vocabulary (statuses and channels in words, the status badge, their texts),
 * one chunk shared with the order screens. Asked once: React's `use()` suspends on a promise and
 * needs the same one at every render, so the first ask is kept; a failed one is forgotten, so the
 * error boundary's retry asks again.
 */
import { use } from 'react';
import { loadOrderVocabulary } from '../orders';
import type { OrderVocabulary } from '../orders';

let vocabulary: Promise<OrderVocabulary> | null = null;

/** The vocabulary, suspending (the page's Suspense shows its loading line) until its chunk came. */
export function useOrderWords(): OrderVocabulary {
  vocabulary ??= loadOrderVocabulary().catch((error: unknown) => {
    vocabulary = null;
    throw error;
  });
  return use(vocabulary);
}
