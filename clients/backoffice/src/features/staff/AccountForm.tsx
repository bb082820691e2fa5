/**
 * A saved account's form: its e-mail (fixed), its display name and its roles. On the signed-in
 * admin's own account the administrator role cannot be unticked (RoleChoices says why).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { StaffMemberFieldsFragment } from '../../__generated__/staff/graphql';
import { OutcomeLine } from '../../components/OutcomeLine';
import { SubmitButton } from '../../components/SubmitButton';
import { messages } from './messages';
import { RoleChoices } from './RoleChoices';
import { accountDraftOf, checkAccount } from './staff-draft';
import { TextField } from './TextField';
import { useSavedForm } from './use-saved-form';
import { useUpdateStaffAccount } from './use-staff-writes';

interface Props {
  readonly member: StaffMemberFieldsFragment;
  readonly own: boolean;
  readonly writable: boolean;
  readonly onReload: () => void;
}

const PLACED = new Set(['displayName', 'roles']);

export function AccountForm({ member, own, writable, onReload }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const save = useUpdateStaffAccount();
  const form = useSavedForm({
    member,
    initial: accountDraftOf,
    check: checkAccount,
    save,
    placed: PLACED,
    saved: messages.saved,
  });
  const { draft, change, errors } = form;
  return (
    <form className="card staff-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <h2>{intl.formatMessage(messages.accountTitle)}</h2>
      <div className="staff-field">
        <span className="staff-label">{intl.formatMessage(commonMessages.email)}</span>
        <span>
          <bdi>{member.email}</bdi>
        </span>
        <p className="muted staff-hint">{intl.formatMessage(messages.emailFixed)}</p>
      </div>
      <TextField
        name="displayName"
        autoComplete="off"
        label={intl.formatMessage(messages.displayName)}
        value={draft.displayName}
        onChange={(displayName) => change({ displayName })}
        errors={errors}
        idBase={idBase}
        disabled={!writable}
      />
      <RoleChoices
        roles={draft.roles}
        onChange={(roles) => change({ roles })}
        errors={errors}
        idBase={idBase}
        ownAdmin={own && member.roles.includes('ADMIN')}
        disabled={!writable}
      />
      <div className="staff-submit">
        <SubmitButton submitting={form.saving} disabled={!writable}>
          {intl.formatMessage(messages.saveAccount)}
        </SubmitButton>
        <OutcomeLine outcome={form.outcome} staleMessage={messages.stale} onReload={onReload} />
      </div>
    </form>
  );
}
