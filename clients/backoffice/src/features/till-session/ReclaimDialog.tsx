/**
 * "This code is taken": the server refused the code because another till of the shop holds it.
 * Taking that till over makes this tablet that till (same identity, its receipts go on from its last
 * session), which only the people who run the shop may do (SHOP_SETTINGS, as the server checks):
 * they are shown what they take over (the session still open on it, where this tablet's numbering
 * starts) before confirming. Anyone else is told a manager can do it here, and goes back to the code.
 */
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { Modal } from '../../components/Modal';
import { SubmitButton } from '../../components/SubmitButton';
import { useCan } from '../../components/permissions';
import { messages } from './messages';
import { TILL_TIME } from './till-time';
import type { TakenTill } from './use-registration';

export interface TakenCode {
  readonly code: string;
  /** Null: the server said nothing readable about the till holding it. */
  readonly till: TakenTill | null;
}

interface Props {
  /** Null: no dialog. */
  readonly taken: TakenCode | null;
  readonly submitting: boolean;
  readonly onReclaim: () => void;
  readonly onOtherCode: () => void;
}

export function ReclaimDialog({ taken, submitting, onReclaim, onOtherCode }: Props) {
  const intl = useIntl();
  const mayTakeOver = useCan(Permission.SHOP_SETTINGS);
  const code = taken?.code ?? '';
  const otherCode = (
    <button
      type="button"
      className={mayTakeOver ? 'pos-button' : 'pos-button pos-button--primary'}
      onClick={onOtherCode}
      disabled={submitting}
    >
      {intl.formatMessage(messages.otherCode)}
    </button>
  );
  return (
    <Modal
      open={taken !== null}
      title={intl.formatMessage(messages.codeTakenTitle)}
      onClose={onOtherCode}
      footer={
        mayTakeOver ? (
          <>
            <SubmitButton
              type="button"
              submitting={submitting}
              className="pos-button pos-button--primary"
              onClick={onReclaim}
            >
              {intl.formatMessage(messages.reclaim, { code })}
            </SubmitButton>
            {otherCode}
          </>
        ) : (
          otherCode
        )
      }
    >
      {mayTakeOver ? (
        <TakeoverFacts code={code} till={taken?.till ?? null} />
      ) : (
        <p>{intl.formatMessage(messages.managerTakesOver, { code })}</p>
      )}
    </Modal>
  );
}

/** What a manager takes over: the till's open session on the server and where this tablet goes on. */
function TakeoverFacts({ code, till }: { readonly code: string; readonly till: TakenTill | null }) {
  const intl = useIntl();
  const open = till?.openSession ?? null;
  return (
    <>
      <p>{intl.formatMessage(messages.codeTaken, { code })}</p>
      {till ? (
        <p>
          {open
            ? intl.formatMessage(messages.takenOpenSession, {
                number: open.number,
                cashier: open.cashierName,
                date: intl.formatDate(open.openedAt, TILL_TIME),
              })
            : intl.formatMessage(messages.takenNoOpenSession)}{' '}
          {intl.formatMessage(messages.takeoverNextSession, { number: till.lastSessionNumber + 1 })}
        </p>
      ) : null}
      <p>
        <strong>{intl.formatMessage(messages.takeoverWarning)}</strong>
      </p>
    </>
  );
}
