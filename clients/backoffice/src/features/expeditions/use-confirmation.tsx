/**
 * Asking before an action that cannot be undone (remove an item, send, cancel, complete):
 * `await ask(text, label)` answers true only when the user chose the action; Escape, the backdrop
 * and "Back" answer false. The dialog element goes wherever the screen renders it.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { Dialog } from './Dialog';
import { messages } from './messages';

interface Question {
  readonly text: string;
  readonly confirmLabel: string;
  readonly resolve: (confirmed: boolean) => void;
}

export function useConfirmation() {
  const intl = useIntl();
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback(
    (text: string, confirmLabel: string) =>
      new Promise<boolean>((resolve) => setQuestion({ text, confirmLabel, resolve })),
    [],
  );
  const settle = useCallback(
    (confirmed: boolean) => {
      question?.resolve(confirmed);
      setQuestion(null);
    },
    [question],
  );
  const dismiss = useCallback(() => settle(false), [settle]);

  const dialog = question ? (
    <Dialog
      title={intl.formatMessage(commonMessages.confirmTitle)}
      tone="confirm"
      onDismiss={dismiss}
      actions={
        <>
          <button type="button" className="link-button" data-autofocus onClick={dismiss}>
            {intl.formatMessage(messages.back)}
          </button>
          <button type="button" className="button" onClick={() => settle(true)}>
            {question.confirmLabel}
          </button>
        </>
      }
    >
      <p>{question.text}</p>
    </Dialog>
  ) : null;
  return { ask, dialog };
}
