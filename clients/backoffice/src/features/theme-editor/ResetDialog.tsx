/** "Back to the original colours", asked first in a dialog: the reset loses the colours chosen. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { Modal } from '../../components/Modal';
import { SubmitButton } from '../../components/SubmitButton';
import type { ThemeVariablesFieldsFragment } from '../../__generated__/theme-editor/graphql';
import { messages } from './messages';
import { useResetTheme } from './use-theme-writes';

interface Props {
  readonly shopUuid: string;
  readonly disabled: boolean;
  readonly onReset: (values: ThemeVariablesFieldsFragment) => void;
  readonly onRefused: (reason: string) => void;
}

export function ResetDialog({ shopUuid, disabled, onReset, onRefused }: Props) {
  const intl = useIntl();
  const reset = useResetTheme(shopUuid);
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);

  const confirm = async () => {
    setResetting(true);
    const outcome = await reset();
    setResetting(false);
    setAsking(false);
    if (outcome.ok) onReset(outcome.values);
    else onRefused(outcome.reason);
  };

  return (
    <>
      <button
        type="button"
        className="button theme-editor__reset"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {intl.formatMessage(messages.reset)}
      </button>
      <Modal
        open={asking}
        title={intl.formatMessage(messages.resetTitle)}
        onClose={() => setAsking(false)}
        footer={
          <>
            <SubmitButton
              type="button"
              submitting={resetting}
              disabled={disabled}
              onClick={() => void confirm()}
            >
              {intl.formatMessage(messages.resetConfirm)}
            </SubmitButton>
            <button type="button" className="link-button" onClick={() => setAsking(false)}>
              {intl.formatMessage(commonMessages.cancel)}
            </button>
          </>
        }
      >
        <p>{intl.formatMessage(messages.resetQuestion)}</p>
      </Modal>
    </>
  );
}
