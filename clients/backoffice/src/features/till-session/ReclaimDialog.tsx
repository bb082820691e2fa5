/**
 * "This code is taken: take this till over?" The server refused the code because another till of
 * the shop holds it. Taking it over makes this tablet that till (same identity, its receipts go on
 * from its last session); otherwise the cashier goes back to the code field.
 */
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import { SubmitButton } from '../../components/SubmitButton';
import { messages } from './messages';

interface Props {
  /** The code taken; null: no dialog. */
  readonly code: string | null;
  readonly submitting: boolean;
  readonly onReclaim: () => void;
  readonly onOtherCode: () => void;
}

export function ReclaimDialog({ code, submitting, onReclaim, onOtherCode }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={code !== null}
      title={intl.formatMessage(messages.codeTakenTitle)}
      onClose={onOtherCode}
      footer={
        <>
          <SubmitButton
            type="button"
            submitting={submitting}
            className="pos-button pos-button--primary"
            onClick={onReclaim}
          >
            {intl.formatMessage(messages.reclaim, { code: code ?? '' })}
          </SubmitButton>
          <button type="button" className="pos-button" onClick={onOtherCode} disabled={submitting}>
            {intl.formatMessage(messages.otherCode)}
          </button>
        </>
      }
    >
      <p>{intl.formatMessage(messages.codeTaken, { code: code ?? '' })}</p>
    </Modal>
  );
}
