import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, LanguageSwitch, OnlineIndicator } from '@tijara/shared';
import { loginRefusal } from './login-refusal';
import { messages } from './messages';
import type { LoginOutcome } from './use-staff-session';
import './login.css';

type Login = (email: string, password: string) => Promise<LoginOutcome>;

/** Sends the form's email and password; the refusal, if any, in the user's words. */
function useLoginForm(onLogin: Login) {
  const intl = useIntl();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const outcome = await onLogin(String(form.get('email') ?? '').trim(), String(form.get('password') ?? ''));
    setSubmitting(false);
    setError(loginRefusal(intl, outcome));
  };
  return { submitting, error, submit };
}

export function LoginPage({ onLogin }: { onLogin: Login }) {
  const intl = useIntl();
  const ids = { email: useId(), password: useId(), error: useId() };
  const { submitting, error, submit } = useLoginForm(onLogin);
  return (
    <main className="login">
      <div className="login__tools">
        <OnlineIndicator />
        <LanguageSwitch />
      </div>
      <form
        className="card login__card"
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? ids.error : undefined}
      >
        <img src="/dashboard/icons/icon.svg" alt="" width={48} height={48} />
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p className="muted">{intl.formatMessage(messages.intro)}</p>
        <label htmlFor={ids.email}>{intl.formatMessage(commonMessages.email)}</label>
        <input
          id={ids.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          disabled={submitting}
          dir="ltr"
        />
        <label htmlFor={ids.password}>{intl.formatMessage(messages.password)}</label>
        <input
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={submitting}
        />
        {error ? (
          <p id={ids.error} role="alert" className="note--error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={submitting}>
          {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
        </button>
      </form>
    </main>
  );
}
