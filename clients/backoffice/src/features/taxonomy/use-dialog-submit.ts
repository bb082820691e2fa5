/**
 * The send of a taxonomy form (a ModalForm's onSubmit): the form's own checks first, so nothing is
 * sent with an empty French name or a position that is not a whole number; then the server's answer:
 * saved (flashed, the modal closes) or refused (its field errors under the inputs, its code's text
 * above them, the modal stays open with what was typed).
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { componentMessages } from '../../components/messages';
import { useFlash } from '../../components/Flash';
import { translatedErrors } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { parseWholeNumber } from '../../components/whole-number';
import type { LabelsDraft } from './labels';
import { messages } from './messages';
import type { Outcome } from './outcome';

/** Field path -> what is wrong, before translation. */
export type Problems = Record<string, MessageDescriptor[]>;

export function requireFrench(problems: Problems, field: string, draft: LabelsDraft) {
  if (draft.fr.trim() === '') (problems[`${field}.fr`] ??= []).push(messages.frenchRequired);
}

/** A typed position: empty is "unchanged" (null), else a whole number or a problem. */
export function positionOf(problems: Problems, text: string): number | null {
  if (text.trim() === '') return null;
  const position = parseWholeNumber(text);
  if (position === null) (problems['position'] ??= []).push(componentMessages.wholeNumber);
  return position;
}

export interface DialogSubmit<T> {
  /** Runs the form's checks into `problems` and answers the send of what the form holds. */
  readonly prepare: (problems: Problems) => () => Promise<Outcome<T>>;
  /** The saved record's name, for the flash. */
  readonly nameOf: (record: T) => string;
  readonly isNew: boolean;
}

export function useDialogSubmit<T>({ prepare, nameOf, isNew }: DialogSubmit<T>) {
  const intl = useIntl();
  const flash = useFlash();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = useCallback(async (): Promise<boolean> => {
    const found: Problems = {};
    const send = prepare(found);
    if (Object.keys(found).length > 0) {
      setErrors(translatedErrors(found, (descriptor) => intl.formatMessage(descriptor)));
      setProblem(null);
      return false;
    }
    const outcome = await send();
    if (outcome.ok) {
      setErrors({});
      setProblem(null);
      const name = nameOf(outcome.value);
      flash('success', intl.formatMessage(isNew ? messages.created : messages.saved, { name }));
      return true;
    }
    setErrors(outcome.fieldErrors);
    setProblem(intl.formatMessage(outcome.message));
    return false;
  }, [prepare, nameOf, isNew, intl, flash]);

  return { errors, problem, submit };
}
