/**
 * The roles as checkboxes (name="roles", value = the role), each with what it lets a person do. On
 * an admin's own account the administrator box stays ticked and disabled, the reason said beside it:
 * the server refuses that change anyway (own_admin_role).
 */
import { useIntl } from 'react-intl';
import type { StaffRole } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { ROLE_LABELS, STAFF_ROLES, roleAbilities } from './labels';
import { messages } from './messages';
import { toggled } from './staff-draft';

interface Props {
  readonly roles: readonly StaffRole[];
  readonly onChange: (roles: StaffRole[]) => void;
  readonly errors: FieldErrors;
  readonly idBase: string;
  /** The signed-in admin's own account: ADMIN cannot be taken away here. */
  readonly ownAdmin: boolean;
  readonly disabled: boolean;
}

export function RoleChoices({ roles, onChange, errors, idBase, ownAdmin, disabled }: Props) {
  const intl = useIntl();
  const reasonId = `${idBase}-own-admin`;
  const errorId = errors['roles']?.length ? `${idBase}-roles-error` : undefined;
  return (
    <fieldset className="staff-roles" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend>{intl.formatMessage(messages.roles)}</legend>
      <p className="muted">{intl.formatMessage(messages.rolesHint)}</p>
      <ul className="staff-roles__list">
        {STAFF_ROLES.map((role) => {
          const id = `${idBase}-role-${role}`;
          const locked = ownAdmin && role === 'ADMIN';
          return (
            <li key={role} className="staff-role">
              <input
                id={id}
                type="checkbox"
                name="roles"
                value={role}
                checked={roles.includes(role)}
                disabled={disabled || locked}
                aria-describedby={[`${id}-may`, locked ? reasonId : ''].filter(Boolean).join(' ')}
                onChange={(event) => onChange(toggled(roles, role, event.target.checked))}
              />
              <label htmlFor={id}>{intl.formatMessage(ROLE_LABELS[role])}</label>
              <ul id={`${id}-may`} className="staff-role__may">
                {roleAbilities(intl, role).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {ownAdmin ? (
        <p id={reasonId} className="note staff-reason">
          {intl.formatMessage(messages.ownAdminRole)}
        </p>
      ) : null}
      <FieldError id={`${idBase}-roles-error`} lines={errors['roles']} />
    </fieldset>
  );
}
