/**
 * A reset's temporary password, shown once: read only, selectable, with a copy button. Where the
 * clipboard cannot be written (an insecure origin, a refused permission) the text is selected instead,
 * so the keyboard's copy takes it.
 */
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';

type Copy = 'idle' | 'copied' | 'failed';

export function TemporaryPassword({ password }: { password: string }) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<Copy>('idle');

  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div className="staff-password">
      <label htmlFor={id}>{intl.formatMessage(messages.temporaryPassword)}</label>
      <div className="staff-password__row">
        <input
          ref={input}
          id={id}
          readOnly
          dir="ltr"
          className="staff-password__value"
          value={password}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={() => void copyIt()}>
          {intl.formatMessage(messages.copy)}
        </button>
      </div>
      <p role="status" className={copy === 'failed' ? 'note note--offline' : 'note note--success'}>
        {copy === 'copied' ? intl.formatMessage(messages.copied) : null}
        {copy === 'failed' ? intl.formatMessage(messages.copyFailed) : null}
      </p>
      <p className="muted">{intl.formatMessage(messages.shownOnce)}</p>
    </div>
  );
}
