/**
 * The expedition screens' modal frame: it exists only while shown, so hiding it
 * removes it from the page; Escape and a click on the backdrop dismiss it like its own button.
 * Focus goes to the element marked data-autofocus and back where it was when the modal goes.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import './expeditions.css';

interface Props {
  readonly title: string;
  /** success | error | warning | info | confirm: colours the header. */
  readonly tone: string;
  readonly onDismiss: () => void;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}

export function Dialog({ title, tone, onDismiss, children, actions }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => previous?.focus();
  }, []);

  return (
    <div
      className="expeditions-modal__backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`expeditions-modal expeditions-modal--${tone}`}
      >
        <h2 id={titleId} className="expeditions-modal__title">
          {title}
        </h2>
        <div className="expeditions-modal__body">{children}</div>
        <div className="expeditions-modal__actions">{actions}</div>
      </div>
    </div>
  );
}
