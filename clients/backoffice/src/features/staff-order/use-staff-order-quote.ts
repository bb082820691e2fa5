/**
 * The quote of the form as it stands, asked again 400 ms after the last change (not at each
 * keystroke) and never offline. While a new answer is on its way the last one stays on screen,
 * marked pending, so totals do not blink.
 */
import { useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@tijara/shared';
import type { StaffOrderInput, StaffOrderQuoteQuery } from '../../__generated__/staff-order/graphql';
import { StaffOrderQuoteDocument } from '../../__generated__/staff-order/graphql';

export const QUOTE_DELAY_MS = 400;

export type Quote = StaffOrderQuoteQuery['staffOrderQuote'];

export interface QuoteState {
  /** The last answer for lines still on the form; null before the first one or with no line. */
  readonly quote: Quote | null;
  /** A newer answer is awaited: what is shown may be out of date. */
  readonly pending: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
  /** The lines of the request last sent: its refusal's `lines.<i>` name them. */
  readonly askedLines: StaffOrderInput['lines'];
}

export function useStaffOrderQuote(input: StaffOrderInput | null, online: boolean): QuoteState {
  // Compared as text: the form builds a new input object at every render.
  const asked = input === null ? '' : JSON.stringify(input);
  const settled = useDebouncedValue(asked, QUOTE_DELAY_MS);
  const variables = useMemo(
    () => (settled === '' ? null : { input: JSON.parse(settled) as StaffOrderInput }),
    [settled],
  );
  const answer = useQuery(
    StaffOrderQuoteDocument,
    variables && online ? { variables, fetchPolicy: 'network-only' } : skipToken,
  );
  const latest = (answer.data ?? answer.previousData)?.staffOrderQuote ?? null;
  return {
    quote: asked === '' ? null : latest,
    pending: asked !== '' && (asked !== settled || answer.loading),
    failed: Boolean(answer.error) && !answer.loading,
    retry: () => void answer.refetch().catch(() => undefined),
    askedLines: variables?.input.lines ?? [],
  };
}
