/**
 * A form in a modal: its SubmitButton says "Submitting..." while onSubmit runs; the modal closes when
 * onSubmit answers true (saved) and stays open otherwise, showing what onSubmit put under the fields
 * or said with a flash. onSubmit gets the <form> element, to read it with FormData.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { useFlash } from './Flash';
import { componentMessages } from './messages';
import { Modal } from './Modal';
import { SubmitButton } from './SubmitButton';

interface Props {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  /** true: done, the modal closes; false: refused or unreachable, it stays open. */
  readonly onSubmit: (form: HTMLFormElement) => Promise<boolean>;
  readonly submitLabel: string;
  /** Offline or read only: the form shows but cannot be sent. */
  readonly submitDisabled?: boolean;
  readonly wide?: boolean;
  readonly children?: ReactNode;
}

export function ModalForm({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled = false,
  wide,
  children,
}: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  // An answer arriving after the modal was closed by hand must not set state on a closed form.
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    // A throw is a failure nobody explained (a refusal answers false with its own words): the form
    // stays open with what was typed, and the spec's generic sentence says so.
    const done = await onSubmit(event.currentTarget).catch(() => {
      flash('danger', intl.formatMessage(componentMessages.unexpectedFailure));
      return false;
    });
    setSubmitting(false);
    if (done && openNow.current) onClose();
  };

  const footer = (
    <>
      <button type="button" className="link-button" onClick={onClose}>
        {intl.formatMessage(commonMessages.cancel)}
      </button>
      <SubmitButton form={formId} submitting={submitting} disabled={submitDisabled}>
        {submitLabel}
      </SubmitButton>
    </>
  );
  return (
    <Modal open={open} title={title} onClose={onClose} footer={footer} wide={wide}>
      <form id={formId} className="modal-form" onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </Modal>
  );
}
