/** The quick order's error dialog (spec: titled with the form's error label): focus held, Escape closes. */
import { useId, useRef } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useDialogFocus } from '@tijara/shared';
import { messages } from './messages';

interface Props {
  readonly text: string;
  /** Listed under the text (the missing fields' labels). */
  readonly items?: readonly string[];
  readonly onClose: () => void;
  readonly opener: RefObject<HTMLElement | null>;
}

export function AlertDialog({ text, items, onClose, opener }: Props) {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(true, panel, opener, onClose);
  return (
    <div
      className="alert-dialog__backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className="alert-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-text`}
      >
        <h2 id={titleId}>{intl.formatMessage(messages.errorTitle)}</h2>
        <p id={`${titleId}-text`}>{text}</p>
        {items && items.length > 0 ? (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage(messages.understood)}
        </button>
      </div>
    </div>
  );
}
