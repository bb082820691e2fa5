/**
 * The back office's modal dialog: drawn over the page (a portal on document.body) only while open,
 * so no hidden dialog stays in the page; Escape, a click on the backdrop or the close button close
 * it; Tab stays inside (useDialogFocus) and focus goes back to what opened it. ModalForm (its own
 * file) puts a form in it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { commonMessages, useDialogFocus } from '@tijara/shared';
import './overlays.css';

export interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  /** The buttons under the content (a form's SubmitButton with its `form` id, Cancel...). */
  readonly footer?: ReactNode;
  /** Wider panel, for tables or images. */
  readonly wide?: boolean;
  readonly children?: ReactNode;
}

export function Modal(props: ModalProps) {
  // Mounted on opening, unmounted on closing: the focus it took and the page's scroll lock go with it.
  return props.open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

const FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** A stable callback calling the latest onClose: a new arrow each render must not reset the focus. */
function useLatest(callback: () => void): () => void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback(() => latest.current(), []);
}

function OpenModal({ title, onClose, footer, wide = false, children }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Read while the modal first renders, before it takes the focus: the element to give it back to.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const openerRef = useRef(opener);
  const close = useLatest(onClose);
  useDialogFocus(true, panel, openerRef, close);
  useEffect(() => {
    // useDialogFocus focused the first button (the close cross); a form starts at its first field.
    body.current?.querySelector<HTMLElement>(FIELD)?.focus();
  }, []);
  // Only a click that starts and ends on the backdrop closes: a text selection dragged out does not.
  const pressedOnBackdrop = useRef(false);
  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
    pressedOnBackdrop.current = false;
  };

  return (
    <div className="modal" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        className={wide ? 'modal__panel modal__panel--wide' : 'modal__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal__close"
            aria-label={intl.formatMessage(commonMessages.close)}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div ref={body} className="modal__body">
          {children}
        </div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
