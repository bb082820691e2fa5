/**
 * A list row's write (delete, put online): the row is busy while it runs, and the list's notice says
 * how it went, in the screen's words when it worked and in the refusal's words when it did not.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Notice } from '../../components/NoticeLine';

/** What the content writes (use-*-writes) answer, as far as a row needs it. */
export type RowWriteOutcome =
  { readonly ok: true } | { readonly ok: false; readonly message: MessageDescriptor };

export interface RowWrite {
  readonly busy: boolean;
  /** Runs the write, says `done` if it worked; answers whether it did (ConfirmDelete keeps its question open otherwise). */
  readonly run: (write: () => Promise<RowWriteOutcome>, done: MessageDescriptor) => Promise<boolean>;
}

export function useRowWrite(onNotice: (notice: Notice) => void): RowWrite {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<RowWriteOutcome>, done: MessageDescriptor) => {
    setBusy(true);
    let outcome: RowWriteOutcome;
    try {
      outcome = await write();
    } finally {
      setBusy(false);
    }
    onNotice(
      outcome.ok
        ? { ok: true, text: intl.formatMessage(done) }
        : { ok: false, text: intl.formatMessage(outcome.message) },
    );
    return outcome.ok;
  };
  return { busy, run };
}
