/**
 * Who may sign in with the account: its state, deactivate or reactivate (asked first, in a dialog
 * saying what follows), and a password reset (asked first; then the generated password, shown once
 * with a copy button). On the signed-in admin's own account both are disabled, the reason beside
 * them: the server refuses them anyway (own_account).
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { StaffMemberFieldsFragment } from '../../__generated__/staff/graphql';
import { Modal } from '../../components/Modal';
import type { Notice } from '../../components/NoticeLine';
import { NoticeLine } from '../../components/NoticeLine';
import { SubmitButton } from '../../components/SubmitButton';
import { messages } from './messages';
import { refusalText } from './staff-problems';
import { TemporaryPassword } from './TemporaryPassword';
import { useResetStaffPassword, useSetStaffMemberActive } from './use-staff-writes';

interface Props {
  readonly member: StaffMemberFieldsFragment;
  readonly own: boolean;
  readonly writable: boolean;
}

type Dialog = null | 'active' | 'reset' | { readonly password: string };

export function AccessActions({ member, own, writable }: Props) {
  const intl = useIntl();
  const reasonId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const disabled = !writable || own;
  const described = own ? reasonId : undefined;
  return (
    <section className="card staff-access" aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`}>{intl.formatMessage(messages.accessTitle)}</h2>
      <p>
        <span className={member.active ? 'badge badge--ok' : 'badge badge--off'}>
          {intl.formatMessage(member.active ? messages.active : messages.inactive)}
        </span>{' '}
        {intl.formatMessage(member.active ? messages.stateActive : messages.stateInactive)}
      </p>
      <div className="staff-access__buttons">
        <button
          type="button"
          className={member.active ? 'button staff-button--danger' : 'button'}
          disabled={disabled}
          aria-describedby={described}
          onClick={() => setDialog('active')}
        >
          {intl.formatMessage(member.active ? messages.deactivate : messages.reactivate)}
        </button>
        <button
          type="button"
          className="button staff-button--quiet"
          disabled={disabled}
          aria-describedby={described}
          onClick={() => setDialog('reset')}
        >
          {intl.formatMessage(messages.resetPassword)}
        </button>
      </div>
      {own ? (
        <p id={reasonId} className="note staff-reason">
          {intl.formatMessage(messages.ownAccount)}
        </p>
      ) : null}
      <NoticeLine notice={notice} />
      {dialog === 'active' ? (
        <ActiveDialog member={member} onClose={() => setDialog(null)} onDone={setNotice} />
      ) : null}
      {dialog !== null && dialog !== 'active' ? (
        <ResetDialog
          member={member}
          password={dialog === 'reset' ? null : dialog.password}
          onReset={(password) => setDialog({ password })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

/** The footer of a confirmation: the action (busy while sent) and a way out. */
function ConfirmFooter(props: {
  label: MessageDescriptor;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <SubmitButton type="button" submitting={props.busy} onClick={props.onConfirm}>
        {intl.formatMessage(props.label)}
      </SubmitButton>
      <button type="button" className="link-button" onClick={props.onCancel}>
        {intl.formatMessage(commonMessages.cancel)}
      </button>
    </>
  );
}

interface ActiveDialogProps {
  readonly member: StaffMemberFieldsFragment;
  readonly onClose: () => void;
  readonly onDone: (notice: Notice) => void;
}

function ActiveDialog({ member, onClose, onDone }: ActiveDialogProps) {
  const intl = useIntl();
  const setActive = useSetStaffMemberActive();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const next = !member.active;
  const name = member.displayName;
  const confirm = async () => {
    setBusy(true);
    const result = await setActive(member.id, next);
    setBusy(false);
    if (!result.ok) {
      setRefusal(refusalText(intl, result));
      return;
    }
    onDone({ ok: true, text: intl.formatMessage(next ? messages.reactivated : messages.deactivated) });
    onClose();
  };
  return (
    <Modal
      open
      title={intl.formatMessage(next ? messages.reactivateQuestion : messages.deactivateQuestion, { name })}
      onClose={onClose}
      footer={
        <ConfirmFooter
          label={next ? messages.reactivate : messages.deactivate}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={onClose}
        />
      }
    >
      <p>{intl.formatMessage(next ? messages.reactivateExplained : messages.deactivateExplained)}</p>
      {refusal ? (
        <p role="alert" className="note note--error">
          {refusal}
        </p>
      ) : null}
    </Modal>
  );
}

interface ResetDialogProps {
  readonly member: StaffMemberFieldsFragment;
  /** null: not reset yet (the question is asked). */
  readonly password: string | null;
  readonly onReset: (password: string) => void;
  readonly onClose: () => void;
}

function ResetDialog({ member, password, onReset, onClose }: ResetDialogProps) {
  const intl = useIntl();
  const reset = useResetStaffPassword();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = member.displayName;
  const confirm = async () => {
    setBusy(true);
    const result = await reset(member.id);
    setBusy(false);
    if (result.ok) onReset(result.value);
    else setRefusal(refusalText(intl, result));
  };
  if (password !== null) {
    return (
      <Modal
        open
        title={intl.formatMessage(messages.resetDone, { name })}
        onClose={onClose}
        footer={
          <button type="button" className="button" onClick={onClose}>
            {intl.formatMessage(commonMessages.close)}
          </button>
        }
      >
        <TemporaryPassword password={password} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={intl.formatMessage(messages.resetQuestion, { name })}
      onClose={onClose}
      footer={
        <ConfirmFooter
          label={messages.resetPassword}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={onClose}
        />
      }
    >
      <p>{intl.formatMessage(messages.resetExplained)}</p>
      {refusal ? (
        <p role="alert" className="note note--error">
          {refusal}
        </p>
      ) : null}
    </Modal>
  );
}
