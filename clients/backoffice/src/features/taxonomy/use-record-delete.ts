/**
 * A row's delete as ConfirmDelete asks it: the outcome is flashed, and a refusal because the record
 * is still in use says why in this screen's words (the caller knows the likely reason: a category's
 * sub-categories, an attribute's combinations), else the shared code's text.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { useFlash } from '../../components/Flash';
import { messages } from './messages';
import type { Outcome } from './outcome';

export function useRecordDelete(destroy: (id: number) => Promise<Outcome<number>>) {
  const intl = useIntl();
  const flash = useFlash();
  return useCallback(
    /** `inUse`: why this record may still be used, said when the server refuses for that. */
    async (id: number, name: string, inUse: MessageDescriptor = messages.stillUsed): Promise<boolean> => {
      const outcome = await destroy(id);
      if (outcome.ok) {
        flash('success', intl.formatMessage(messages.deleted, { name }));
        return true;
      }
      const text = outcome.inUse
        ? intl.formatMessage(commonMessages.deleteRefused, { reason: intl.formatMessage(inUse) })
        : intl.formatMessage(outcome.message);
      flash('danger', text);
      return false;
    },
    [destroy, flash, intl],
  );
}
