/**
 * "Save all" for a page of several forms (a product's texts per language, its prices, its SEO...):
 * each form registers how it sends itself with useSaveAllForm; SaveAllButton sends them all at once
 * and says with a flash how many were saved and how many not. Each form still shows its own errors
 * under its fields; a refused form answers false and the others are saved regardless.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFlash } from './Flash';
import { componentMessages } from './messages';
import { SubmitButton } from './SubmitButton';

/**
 * Sends one form: true when it was saved, false when it was not (its errors are under its fields),
 * 'unchanged' when there was nothing to send (nothing typed, or a form the role may only read).
 */
export type SaveOutcome = boolean | 'unchanged';
export type FormSubmitter = () => Promise<SaveOutcome>;

interface SaveAllRegistry {
  readonly register: (id: string, submit: FormSubmitter) => () => void;
  readonly submitters: () => FormSubmitter[];
  readonly count: number;
}

const SaveAllContext = createContext<SaveAllRegistry | null>(null);

export function SaveAllProvider({ children }: { children: ReactNode }) {
  const forms = useRef(new Map<string, FormSubmitter>());
  const [count, setCount] = useState(0);
  const register = useCallback((id: string, submit: FormSubmitter) => {
    forms.current.set(id, submit);
    setCount(forms.current.size);
    return () => {
      // A form registered again under the same id meanwhile keeps its place.
      if (forms.current.get(id) === submit) forms.current.delete(id);
      setCount(forms.current.size);
    };
  }, []);
  const submitters = useCallback(() => [...forms.current.values()], []);
  const registry = useMemo(() => ({ register, submitters, count }), [register, submitters, count]);
  return <SaveAllContext.Provider value={registry}>{children}</SaveAllContext.Provider>;
}

/** Registers a form of the page for as long as it is shown; `submit` may change every render. */
export function useSaveAllForm(id: string, submit: FormSubmitter): void {
  const registry = useContext(SaveAllContext);
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });
  const register = registry?.register;
  useEffect(() => register?.(id, () => latest.current()), [register, id]);
}

interface ButtonProps {
  /** Offline or read only. */
  readonly disabled?: boolean;
  readonly className?: string;
}

export function SaveAllButton({ disabled = false, className }: ButtonProps) {
  const intl = useIntl();
  const flash = useFlash();
  const registry = useContext(SaveAllContext);
  const [submitting, setSubmitting] = useState(false);

  const saveAll = async () => {
    if (!registry || submitting) return;
    setSubmitting(true);
    const outcomes = await Promise.allSettled(registry.submitters().map((submit) => submit()));
    setSubmitting(false);
    const valueOf = (outcome: PromiseSettledResult<SaveOutcome>) =>
      outcome.status === 'fulfilled' ? outcome.value : false;
    const saved = outcomes.filter((outcome) => valueOf(outcome) === true).length;
    const failed = outcomes.filter((outcome) => valueOf(outcome) === false).length;
    if (saved === 0 && failed === 0) {
      flash('info', intl.formatMessage(componentMessages.saveAllNothing));
      return;
    }
    if (failed === 0) {
      flash('success', intl.formatMessage(componentMessages.saveAllDone, { count: saved }));
      return;
    }
    // A form that threw had no words of its own for what went wrong: the spec's generic sentence.
    const unexplained = outcomes.some((outcome) => outcome.status === 'rejected');
    const summary = intl.formatMessage(componentMessages.saveAllFailed, { saved, failed });
    const text = unexplained
      ? `${summary} ${intl.formatMessage(componentMessages.unexpectedFailure)}`
      : summary;
    flash('danger', text);
  };

  return (
    // Not a submit: placed inside a form, it must still send every form through its own submitter.
    <SubmitButton
      type="button"
      submitting={submitting}
      disabled={disabled || !registry || registry.count === 0}
      className={className}
      onClick={() => void saveAll()}
    >
      {intl.formatMessage(componentMessages.saveAll)}
    </SubmitButton>
  );
}
