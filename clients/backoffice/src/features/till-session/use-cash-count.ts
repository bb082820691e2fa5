/**
 * A cash count as the cashier makes it: the amount typed, or the notes and coins counted one
 * denomination at a time, which then write the amount. Typing the amount afterwards wins; the
 * counter says when the two differ.
 */
import { useState } from 'react';
import { formatCurrencyInput, parseCurrencyInput } from '@tijara/shared';
import { countedTotal, withCount } from './cash-count';
import type { DenominationCounts } from './cash-count';

export interface CashCount {
  readonly text: string;
  readonly counts: DenominationCounts;
  /** Centimes; null while empty, undefined when the text is not an amount. */
  readonly amount: number | null | undefined;
  /** What the notes and coins counted come to, in centimes. */
  readonly countedSum: number;
  readonly setText: (text: string) => void;
  readonly setCount: (value: number, count: number) => void;
}

export function useCashCount(initialText = ''): CashCount {
  const [text, setText] = useState(initialText);
  const [counts, setCounts] = useState<DenominationCounts>({});
  const setCount = (value: number, count: number) => {
    const next = withCount(counts, value, count);
    setCounts(next);
    setText(formatCurrencyInput(countedTotal(next)));
  };
  return {
    text,
    counts,
    amount: parseCurrencyInput(text),
    countedSum: countedTotal(counts),
    setText,
    setCount,
  };
}
