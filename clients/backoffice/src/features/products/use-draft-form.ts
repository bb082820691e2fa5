/**
 * What every product form shares: its values kept on the device as typed (useFormDraft, with the
 * product version they were filled from), what the server holds now (an unchanged form is not sent
 * again by "save all"), the lines under the fields, the last outcome and the sending flag.
 */
import { useState } from 'react';
import type { FieldErrors } from '../../components/field-errors';
import { useFormDraft } from '../../components/use-form-draft';
import type { FormOutcome } from './FormStatus';

/** A form as the device keeps it: its values and the version they were filled from (0: none yet). */
export interface Stored<T> {
  readonly value: T;
  readonly base: number;
}

export function useDraftForm<T>(key: string, initial: T, version: number) {
  const stored = useFormDraft<Stored<T>>(key, { value: initial, base: version });
  const [saved, setSaved] = useState<Stored<T>>({ value: initial, base: version });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [saving, setSaving] = useState(false);
  const { value, base } = stored.value;

  return {
    value,
    base,
    errors,
    outcome,
    saving,
    restored: stored.restored,
    savedAt: stored.savedAt,
    dirty: JSON.stringify(value) !== JSON.stringify(saved.value),
    setErrors,
    setOutcome,
    setSaving,
    change: (next: T) => {
      setOutcome(null);
      stored.setValue({ value: next, base });
    },
    /** The server has the form now: it becomes the saved state and the device's draft goes. */
    settle: (next: T, nextVersion: number) => {
      const now = { value: next, base: nextVersion };
      setSaved(now);
      stored.setValue(now);
      void stored.clear();
    },
    /** Back to what the server holds, the device's draft dropped. */
    discard: () => {
      // In this order: clear() also drops the write setValue schedules.
      stored.setValue(saved);
      void stored.clear();
      setErrors({});
      setOutcome(null);
    },
  };
}
