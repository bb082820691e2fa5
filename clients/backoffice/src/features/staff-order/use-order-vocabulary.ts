/**
 * The order vocabulary's words (order and payment types), shared with the orders screens and loaded
 * as their one chunk (`loadOrderVocabulary` of the orders feature); null until it has come. A chunk
 * that cannot load is thrown to the screen's error boundary, which offers a reload.
 */
import { useEffect, useState } from 'react';
import { loadOrderVocabulary } from '../orders';
import type { OrderVocabulary } from '../orders';

export function useOrderVocabulary(): OrderVocabulary | null {
  const [vocabulary, setVocabulary] = useState<OrderVocabulary | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadOrderVocabulary().then(
      (loaded) => live && setVocabulary(loaded),
      (error: unknown) => live && setFailure(error ?? new Error('The order vocabulary did not load')),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure !== null) throw failure;
  return vocabulary;
}
