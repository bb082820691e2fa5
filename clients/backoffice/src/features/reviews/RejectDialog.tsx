/**
 * The rejection of a review: a reason is required (1 to REASON_MAX characters), checked here first,
 * then by the server, whose field errors come back under the field. The dialog closes once the
 * review is rejected, and the card leaves the queue. The reason is for staff: the shopper is not told.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewCardFieldsFragment } from '../../__generated__/reviews/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { ModalForm } from '../../components/ModalForm';
import { messages } from './messages';
import { REASON_MAX, reasonProblem } from './use-moderation';

interface Props {
  /** The review being rejected; null: the dialog is closed. */
  readonly review: ReviewCardFieldsFragment | null;
  readonly offline: boolean;
  readonly onClose: () => void;
  readonly onReject: (review: ReviewCardFieldsFragment, reason: string) => Promise<FieldErrors | null>;
}

export function RejectDialog({ review, offline, onClose, onReject }: Props) {
  const intl = useIntl();
  const base = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = () => {
    setErrors({});
    onClose();
  };

  const submit = async (form: HTMLFormElement): Promise<boolean> => {
    if (!review) return false;
    const reason = String(new FormData(form).get('reason') ?? '');
    const problem = reasonProblem(intl, reason);
    if (problem) {
      setErrors({ reason: [problem] });
      form.querySelector('textarea')?.focus();
      return false;
    }
    const refused = await onReject(review, reason);
    setErrors(refused ?? {});
    return refused === null;
  };

  return (
    <ModalForm
      open={review !== null}
      title={review ? intl.formatMessage(messages.rejectOf, { author: review.authorName }) : ''}
      onClose={close}
      onSubmit={submit}
      submitLabel={intl.formatMessage(messages.reject)}
      submitDisabled={offline}
    >
      <div className="reviews__field">
        <label htmlFor={`${base}-reason`}>{intl.formatMessage(messages.rejectionReason)}</label>
        <textarea
          id={`${base}-reason`}
          name="reason"
          rows={4}
          maxLength={REASON_MAX}
          // Checked by the form itself, so the message is the screen's own, in the reader's language.
          aria-required="true"
          {...invalidProps(errors, base, 'reason', `${base}-reason-hint`)}
        />
        <p id={`${base}-reason-hint`} className="muted">
          {intl.formatMessage(messages.rejectHint)}
        </p>
        <FieldError id={`${base}-reason-error`} lines={errors['reason']} />
      </div>
    </ModalForm>
  );
}
