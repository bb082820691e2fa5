/**
 * The order vocabulary (statuses, channels, types, payment types in words, their texts and the status
 * badge), which the orders list owns and shares as a chunk of its own: asked once, when this page
 * first renders, and read with React's `use` inside the route's loading box. A failed load is
 * forgotten, so the error boundary's retry asks again.
 */
import { use } from 'react';
import { loadOrderVocabulary } from '../orders';
import type { OrderVocabulary } from '../orders';

let loading: Promise<OrderVocabulary> | null = null;

function vocabulary(): Promise<OrderVocabulary> {
  loading ??= loadOrderVocabulary().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function useOrderVocabulary(): OrderVocabulary {
  return use(vocabulary());
}
