/** A saved account's employee affectation form: exactly the shops and warehouses ticked. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type {
  AffectationChoiceFieldsFragment,
  StaffMemberFieldsFragment,
} from '../../__generated__/staff/graphql';
import { OutcomeLine } from '../../components/OutcomeLine';
import { SubmitButton } from '../../components/SubmitButton';
import { AffectationFields } from './AffectationFields';
import { messages } from './messages';
import { affectationDraftOf, affectationInput } from './staff-draft';
import type { AffectationDraft } from './staff-draft';
import { useSavedForm } from './use-saved-form';
import { useSetStaffAffectation } from './use-staff-writes';

interface Props {
  readonly member: StaffMemberFieldsFragment;
  readonly choices: readonly AffectationChoiceFieldsFragment[];
  readonly writable: boolean;
  readonly onReload: () => void;
}

const PLACED = new Set(['shops', 'warehouses']);
const alwaysValid = (draft: AffectationDraft) => ({ ok: true as const, input: affectationInput(draft) });

export function AffectationForm({ member, choices, writable, onReload }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const save = useSetStaffAffectation();
  const form = useSavedForm({
    member,
    initial: affectationDraftOf,
    check: alwaysValid,
    save,
    placed: PLACED,
    saved: messages.affectationSaved,
  });
  return (
    <form className="card staff-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <AffectationFields
        choices={choices}
        draft={form.draft}
        onChange={form.change}
        errors={form.errors}
        idBase={idBase}
        disabled={!writable}
      />
      <div className="staff-submit">
        <SubmitButton submitting={form.saving} disabled={!writable}>
          {intl.formatMessage(messages.saveAffectation)}
        </SubmitButton>
        <OutcomeLine outcome={form.outcome} staleMessage={messages.stale} onReload={onReload} />
      </div>
    </form>
  );
}
