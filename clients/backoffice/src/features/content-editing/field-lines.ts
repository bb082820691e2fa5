/** The lines a form shows under a field from a refusal's descriptors, formatted in the screen's language. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

export type FieldLines = (path: string) => string[];

export function useFieldLines(fields: Readonly<Record<string, MessageDescriptor>>): FieldLines {
  const intl = useIntl();
  return useCallback(
    (path: string) => {
      const message = fields[path];
      return message ? [intl.formatMessage(message)] : [];
    },
    [fields, intl],
  );
}
