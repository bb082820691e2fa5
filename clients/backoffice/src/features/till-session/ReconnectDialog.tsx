/**
 * Signing in again from the till, over the sale in progress: the e-mail of whoever was signed in is
 * filled in, a colleague may type theirs. Once the server accepts, everything parked waiting for a
 * sign-in goes back in the queue (the session's login tells the sync engine).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { authMessages, loginRefusal } from '../auth';
import type { SignInAgain } from '../auth';
import { useFlash } from '../../components/Flash';
import { ModalForm } from '../../components/ModalForm';
import { syncPageMessages as m } from './sync-page-messages';

interface Props {
  readonly open: boolean;
  readonly signIn: SignInAgain;
  readonly onClose: () => void;
}

export function ReconnectDialog({ open, signIn, onClose }: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const base = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const password = useRef<HTMLInputElement>(null);
  // The modal starts at its first field, the e-mail already there: the password is what to type.
  // This effect runs after the modal's own (a parent's effects follow its children's).
  useEffect(() => {
    if (open) password.current?.focus();
  }, [open]);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const submit = async (form: HTMLFormElement): Promise<boolean> => {
    const data = new FormData(form);
    const outcome = await signIn.login(
      String(data.get('email') ?? '').trim(),
      String(data.get('password') ?? ''),
    );
    setRefusal(loginRefusal(intl, outcome));
    if (outcome.ok) flash('success', intl.formatMessage(m.reconnectDone));
    return outcome.ok;
  };

  return (
    <ModalForm
      open={open}
      title={intl.formatMessage(m.reconnect)}
      onClose={close}
      onSubmit={submit}
      submitLabel={intl.formatMessage(m.reconnectSubmit)}
    >
      <div className="pos-session__form">
        <p className="muted">{intl.formatMessage(m.reconnectIntro)}</p>
        <div className="pos-field">
          <label htmlFor={`${base}-email`}>{intl.formatMessage(commonMessages.email)}</label>
          <input
            id={`${base}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            dir="ltr"
            defaultValue={signIn.email}
          />
        </div>
        <div className="pos-field">
          <label htmlFor={`${base}-password`}>{intl.formatMessage(authMessages.password)}</label>
          <input
            id={`${base}-password`}
            ref={password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        {refusal ? (
          <p role="alert" className="note note--error">
            {refusal}
          </p>
        ) : null}
      </div>
    </ModalForm>
  );
}
