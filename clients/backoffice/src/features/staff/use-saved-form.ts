/**
 * A saved account's form (account or affectation): its draft, filled once from the account, the
 * errors under its fields and the outcome under its button. It sends the version the page knows
 * now: the page's other form moves it when it saves, and every answer updates the cached account.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '@tijara/shared';
import type { MessageDescriptor } from 'react-intl';
import type { StaffMemberFieldsFragment } from '../../__generated__/staff/graphql';
import type { FormOutcome } from '../../components/OutcomeLine';
import { linesOutside } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import type { Checked } from './staff-draft';
import { translatedProblems } from './staff-problems';
import type { Outcome } from './use-staff-writes';

interface Options<D, I> {
  readonly member: StaffMemberFieldsFragment;
  readonly initial: (member: StaffMemberFieldsFragment) => D;
  readonly check: (draft: D) => Checked<I>;
  readonly save: (id: string, version: number, input: I) => Promise<Outcome<StaffMemberFieldsFragment>>;
  /** The fields the form shows errors under. */
  readonly placed: ReadonlySet<string>;
  readonly saved: MessageDescriptor;
}

export function useSavedForm<D, I>({ member, initial, check, save, placed, saved }: Options<D, I>) {
  const intl = useIntl();
  const [draft, setDraft] = useState<D>(() => initial(member));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<D>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const checked = check(draft);
    if (!checked.ok) {
      setErrors(translatedProblems(intl, checked.problems));
      setOutcome({ kind: 'failed', message: errorMessages.BAD_USER_INPUT });
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await save(member.id, member.version, checked.input);
    setSaving(false);
    if (result.ok) {
      setDraft(initial(result.value));
      setOutcome({ kind: 'saved', message: saved });
      return;
    }
    setErrors(result.fieldErrors);
    const outside = linesOutside(result.fieldErrors, placed);
    setOutcome(result.outcome.kind === 'failed' ? { ...result.outcome, details: outside } : result.outcome);
  };
  return { draft, change, errors, outcome, saving, submit };
}
