/**
 * Messages as the printed pieces write them: translated, cleared of what printers choke on
 * (printable), and with their values isolated in <bdi> so a code, a date or a Latin name keeps its
 * order inside an Arabic line (W3C: isolate mixed-direction fragments) without invisible marks.
 */
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { printable } from './receipt-format';

type Values = Readonly<Record<string, string | number>>;

/** Plain text: for a label whose values need no isolating (counts), or an attribute. */
export function usePrintText(): (descriptor: MessageDescriptor, values?: Values) => string {
  const intl = useIntl();
  return useCallback(
    (descriptor: MessageDescriptor, values?: Values) => printable(intl.formatMessage(descriptor, values)),
    [intl],
  );
}

/**
 * With each string value in a <bdi>: left to right for the keys in `ltr` (codes, dates, receipt
 * numbers, which hold no strong letter to go by), its own direction for the others (names).
 */
export function usePrintRich(): (
  descriptor: MessageDescriptor,
  values: Values,
  ltr?: readonly string[],
) => ReactNode {
  const intl = useIntl();
  return useCallback(
    (descriptor: MessageDescriptor, values: Values, ltr: readonly string[] = []) => {
      const isolated = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [
          key,
          typeof value === 'string' ? (
            <bdi key={key} dir={ltr.includes(key) ? 'ltr' : undefined}>
              {printable(value)}
            </bdi>
          ) : (
            value
          ),
        ]),
      );
      const parts: ReactNode = intl.formatMessage(descriptor, isolated);
      return Array.isArray(parts)
        ? parts.map((part: ReactNode) => (typeof part === 'string' ? printable(part) : part))
        : typeof parts === 'string'
          ? printable(parts)
          : parts;
    },
    [intl],
  );
}
