/**
 * The add-review form. Incomplete: the "fill all fields" alert and no call. Submitting: every field
 * disabled, the button reads "submitting", a progress bar while a photo goes up. Success: the page
 * closes and resets it (rating back to 5) and thanks the shopper. Failure: it stays open and filled,
 * with the "submit error" alert and, when the server named fields, a line under each of them.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { MAX_UPLOAD_BYTES } from '@tijara/schema';
import { readShopContext } from '../../app/shop-context';
import { messages } from './messages';
import { Field, FieldError, TextField, Tick } from './form-fields';
import { RatingInput } from './RatingInput';
import { EMPTY_REVIEW, missingFields, photoProblem, reviewFormData, today } from './review-form';
import type { ReviewField, ReviewFormValues } from './review-form';
import { submitReview } from './submit-review';
import type { FieldErrors } from './submit-review';

type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'submitting'; readonly progress: number | null }
  | { readonly kind: 'failed'; readonly fieldErrors: FieldErrors };

/** What a refused field needs, in the shopper's words (the server's text is for developers). */
const FIELD_PROBLEM: Readonly<Record<string, MessageDescriptor>> = {
  name: messages.invalidName,
  email: messages.invalidEmail,
  phone: messages.invalidPhone,
  purchaseDate: messages.invalidPurchaseDate,
  rating: messages.invalidRating,
  text: messages.invalidText,
  boughtHere: messages.mustTick,
  acceptedPolicy: messages.mustTick,
  image: messages.invalidImage,
};

function fieldProblem(field: string): MessageDescriptor {
  return FIELD_PROBLEM[field] ?? messages.submitError;
}

interface Props {
  readonly productUuid: string;
  readonly onSubmitted: () => void;
}

export function ReviewForm({ productUuid, onSubmitted }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const submitting = status.kind === 'submitting';
  const set = <K extends ReviewField>(field: K, value: ReviewFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (missingFields(values).length > 0) {
      setStatus({ kind: 'incomplete' });
      return;
    }
    const context = readShopContext();
    if (!context) {
      setStatus({ kind: 'failed', fieldErrors: {} });
      return;
    }
    setStatus({ kind: 'submitting', progress: values.image ? 0 : null });
    const result = await submitReview(reviewFormData(productUuid, values), {
      token: context.storefrontToken,
      onProgress: values.image ? (progress) => setStatus({ kind: 'submitting', progress }) : undefined,
    });
    if (result.ok) {
      setValues(EMPTY_REVIEW);
      setStatus({ kind: 'editing' });
      onSubmitted();
    } else {
      setStatus({ kind: 'failed', fieldErrors: result.fieldErrors });
    }
  };

  const onPhoto = (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    const problem = file ? photoProblem(file) : null;
    if (problem) {
      input.value = '';
      const size = intl.formatNumber(MAX_UPLOAD_BYTES / (1024 * 1024), {
        style: 'unit',
        unit: 'megabyte',
        unitDisplay: 'short',
      });
      setPhotoError(
        problem === 'notImage'
          ? intl.formatMessage(messages.imageOnly)
          : intl.formatMessage(messages.imageTooLarge, { size }),
      );
    } else {
      setPhotoError(null);
    }
    set('image', problem ? null : file);
  };

  const fieldErrors = status.kind === 'failed' ? status.fieldErrors : {};
  const problem = (field: string) => (fieldErrors[field] ? intl.formatMessage(fieldProblem(field)) : null);

  return (
    <form className="review-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset disabled={submitting} className="review-form__fields">
        <legend>{intl.formatMessage(messages.formTitle)}</legend>
        <TextField
          field="name"
          label={messages.name}
          value={values.name}
          onChange={set}
          error={problem('name')}
          autoComplete="name"
        />
        <TextField
          field="email"
          type="email"
          label={messages.email}
          value={values.email}
          onChange={set}
          error={problem('email')}
          autoComplete="email"
        />
        <TextField
          field="phone"
          type="tel"
          label={messages.phone}
          value={values.phone}
          onChange={set}
          error={problem('phone')}
          autoComplete="tel"
        />
        <TextField
          field="purchaseDate"
          type="date"
          label={messages.purchaseDate}
          value={values.purchaseDate}
          onChange={set}
          error={problem('purchaseDate')}
          max={today()}
        />
        <RatingInput value={values.rating} onChange={(rating) => set('rating', rating)} />
        <FieldError text={problem('rating')} />
        <Field label={messages.text} error={problem('text')}>
          {(id, describedBy) => (
            <textarea
              id={id}
              name="text"
              rows={5}
              dir="auto"
              value={values.text}
              aria-describedby={describedBy}
              onChange={(event) => set('text', event.target.value)}
            />
          )}
        </Field>
        <Tick
          field="boughtHere"
          label={messages.boughtHere}
          checked={values.boughtHere}
          onChange={set}
          error={problem('boughtHere')}
        />
        <Tick
          field="acceptedPolicy"
          label={messages.acceptedPolicy}
          checked={values.acceptedPolicy}
          onChange={set}
          error={problem('acceptedPolicy')}
        />
        <Field label={messages.image} error={photoError ?? problem('image')}>
          {(id, describedBy) => (
            <input
              id={id}
              type="file"
              name="image"
              accept="image/*"
              aria-describedby={describedBy}
              onChange={(event) => onPhoto(event.currentTarget)}
            />
          )}
        </Field>
        <FormStatus status={status} />
        <button type="submit" className="button">
          {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
        </button>
      </fieldset>
    </form>
  );
}

function FormStatus({ status }: { status: Status }) {
  const intl = useIntl();
  if (status.kind === 'incomplete') {
    return (
      <p className="review-form__alert" role="alert">
        {intl.formatMessage(messages.fillAllFields)}
      </p>
    );
  }
  if (status.kind === 'failed') {
    return (
      <p className="review-form__alert" role="alert">
        {intl.formatMessage(messages.submitError)}
        {status.fieldErrors['productUuid'] ? ` ${intl.formatMessage(messages.productRefused)}` : null}
      </p>
    );
  }
  if (status.kind === 'submitting' && status.progress !== null) {
    return (
      <label className="review-form__progress">
        {intl.formatMessage(messages.uploading)}
        <progress max={1} value={status.progress} />
      </label>
    );
  }
  return null;
}
