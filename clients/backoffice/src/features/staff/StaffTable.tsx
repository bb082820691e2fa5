/**
 * The accounts: name (a link to the account), e-mail, roles as chips, shops by name (an admin's say
 * "all": admins act everywhere) and state. On a phone each row becomes a card (staff.css).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages } from '@tijara/shared';
import type {
  AffectationChoiceFieldsFragment,
  StaffMemberFieldsFragment,
} from '../../__generated__/staff/graphql';
import { pathOf } from '../shell';
import { ROLE_LABELS } from './labels';
import { messages } from './messages';

interface Props {
  readonly members: readonly StaffMemberFieldsFragment[];
  readonly shops: readonly AffectationChoiceFieldsFragment[];
}

export function StaffTable({ members, shops }: Props) {
  const intl = useIntl();
  const shopNames = new Map(shops.map((shop) => [shop.uuid, shop.name]));
  const columns = {
    name: intl.formatMessage(commonMessages.name),
    email: intl.formatMessage(commonMessages.email),
    roles: intl.formatMessage(messages.roles),
    shops: intl.formatMessage(messages.shops),
    state: intl.formatMessage(commonMessages.status),
  };
  const shopsOf = (member: StaffMemberFieldsFragment) => {
    if (member.roles.includes('ADMIN')) return intl.formatMessage(messages.everyShop);
    const names = member.shopIds.map((uuid) => shopNames.get(uuid) ?? uuid);
    return names.length > 0 ? intl.formatList(names) : intl.formatMessage(messages.noShop);
  };
  return (
    <table className="table staff-table">
      <thead>
        <tr>
          {Object.values(columns).map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id} className={member.active ? undefined : 'staff-row--inactive'}>
            <th scope="row" data-label={columns.name}>
              <Link to={pathOf({ name: 'staffMember', uuid: member.id })}>{member.displayName}</Link>
            </th>
            <td data-label={columns.email}>
              <bdi>{member.email}</bdi>
            </td>
            <td data-label={columns.roles}>
              <ul className="staff-chips">
                {member.roles.map((role) => (
                  <li key={role} className="staff-chip">
                    {intl.formatMessage(ROLE_LABELS[role])}
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={columns.shops}>{shopsOf(member)}</td>
            <td data-label={columns.state}>
              <span className={member.active ? 'badge badge--ok' : 'badge badge--off'}>
                {intl.formatMessage(member.active ? messages.active : messages.inactive)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
