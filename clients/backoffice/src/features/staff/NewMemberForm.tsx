/**
 * A new account in one form: e-mail, display name, initial password, roles and affectation, checked
 * before sending; the server's field errors (an e-mail taken, a shop gone) show under the same
 * fields. Once created, the screen moves to the account's own page.
 */
import { STAFF_PASSWORD_MIN_LENGTH } from '@tijara/schema';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, errorMessages } from '@tijara/shared';
import type { AffectationChoiceFieldsFragment } from '../../__generated__/staff/graphql';
import { OutcomeLine } from '../../components/OutcomeLine';
import type { FormOutcome } from '../../components/OutcomeLine';
import { SubmitButton } from '../../components/SubmitButton';
import { linesOutside } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { AffectationFields } from './AffectationFields';
import { messages } from './messages';
import { RoleChoices } from './RoleChoices';
import { EMPTY_MEMBER, checkNewMember } from './staff-draft';
import type { NewMemberDraft } from './staff-draft';
import { translatedProblems } from './staff-problems';
import { TextField } from './TextField';
import { useCreateStaffMember } from './use-staff-writes';

interface Props {
  readonly choices: readonly AffectationChoiceFieldsFragment[];
  readonly writable: boolean;
  readonly onCreated: (id: string) => void;
}

const PLACED = new Set(['email', 'displayName', 'password', 'roles', 'shops', 'warehouses']);

export function NewMemberForm({ choices, writable, onCreated }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const create = useCreateStaffMember();
  const [draft, setDraft] = useState<NewMemberDraft>(EMPTY_MEMBER);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<NewMemberDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const check = checkNewMember(draft);
    if (!check.ok) {
      setErrors(translatedProblems(intl, check.problems));
      setOutcome({ kind: 'failed', message: errorMessages.BAD_USER_INPUT });
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await create(check.input);
    setSaving(false);
    if (result.ok) {
      onCreated(result.value.id);
      return;
    }
    setErrors(result.fieldErrors);
    const outside = linesOutside(result.fieldErrors, PLACED);
    setOutcome(result.outcome.kind === 'failed' ? { ...result.outcome, details: outside } : result.outcome);
  };

  const fields = { errors, idBase };
  return (
    <form className="card staff-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{intl.formatMessage(messages.accountTitle)}</h2>
      <TextField
        {...fields}
        name="email"
        type="email"
        autoComplete="off"
        dir="ltr"
        label={intl.formatMessage(commonMessages.email)}
        value={draft.email}
        onChange={(email) => change({ email })}
      />
      <TextField
        {...fields}
        name="displayName"
        autoComplete="off"
        label={intl.formatMessage(messages.displayName)}
        value={draft.displayName}
        onChange={(displayName) => change({ displayName })}
      />
      <TextField
        {...fields}
        name="password"
        type="password"
        autoComplete="new-password"
        dir="ltr"
        label={intl.formatMessage(messages.initialPassword)}
        hint={intl.formatMessage(messages.passwordHint, { min: STAFF_PASSWORD_MIN_LENGTH })}
        value={draft.password}
        onChange={(password) => change({ password })}
      />
      <RoleChoices
        roles={draft.roles}
        onChange={(roles) => change({ roles })}
        errors={errors}
        idBase={idBase}
        ownAdmin={false}
        disabled={!writable}
      />
      <AffectationFields
        choices={choices}
        draft={draft}
        onChange={change}
        errors={errors}
        idBase={idBase}
        disabled={!writable}
      />
      <div className="staff-submit">
        <SubmitButton submitting={saving} disabled={!writable}>
          {intl.formatMessage(messages.create)}
        </SubmitButton>
        <OutcomeLine outcome={outcome} staleMessage={messages.stale} onReload={() => undefined} />
      </div>
    </form>
  );
}
