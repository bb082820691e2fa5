/**
 * The frame both cart modals share: a backdrop (a click on it closes), a dialog named by its title,
 * focus kept inside and given back on close, Escape closes (useDialogFocus), a scrolling body and
 * a footer that stays in view.
 */
import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useDialogFocus } from '@tijara/shared';
import { messages } from './messages';

interface Props {
  readonly title: string;
  /** Must keep its identity across renders (the focus trap restarts when it changes). */
  readonly onClose: () => void;
  readonly opener: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
  readonly footer: ReactNode;
}

export function Modal({ title, onClose, opener, children, footer }: Props) {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Closes on a click that started on the backdrop too (not a text selection dragged out of the panel).
  const pressedBackdrop = useRef(false);
  useDialogFocus(true, panel, opener, onClose);
  return (
    <div
      className="cart-modal__backdrop"
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className="cart-modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="cart-modal__head">
          <h2 id={titleId} className="cart-modal__title" tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            className="cart-modal__close"
            aria-label={intl.formatMessage(messages.close)}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="cart-modal__body">{children}</div>
        <div className="cart-modal__foot">{footer}</div>
      </div>
    </div>
  );
}

/** Gives focus to the dialog's title: after its focused control went away (a removed line). */
export function focusTitleOf(element: Element | null): void {
  element?.closest('[role="dialog"]')?.querySelector<HTMLElement>('.cart-modal__title')?.focus();
}
