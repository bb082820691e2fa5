/** The staff accounts: filters, then the table; a new account opens its own page. */
import { useIntl } from 'react-intl';
import { CatalogueScope, sharedMessages } from '@tijara/shared';
import { ListHeading } from '../../components/ListHeading';
import { RetryAlert } from '../../components/RetryAlert';
import { messages } from './messages';
import type { StaffNavigate } from './navigation';
import { StaffFilterBar } from './StaffFilterBar';
import { StaffTable } from './StaffTable';
import './staff.css';
import { staffTexts } from './texts';
import { useStaffList } from './use-staff-list';

interface Props {
  readonly onNavigate: StaffNavigate;
}

function StaffPageContent({ onNavigate }: Props) {
  const intl = useIntl();
  const list = useStaffList();
  const { members, shops } = list;
  return (
    <section className="page staff-page">
      <ListHeading
        title={messages.title}
        intro={messages.intro}
        newLabel={messages.newMember}
        onNew={() => onNavigate({ name: 'staffNew' })}
      />
      <StaffFilterBar filters={list.typed} onChange={list.setTyped} />
      {list.failed && !members ? <RetryAlert message={messages.listFailed} onRetry={list.retry} /> : null}
      {list.loading && !members ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {members && members.length === 0 ? <p className="muted">{intl.formatMessage(messages.empty)}</p> : null}
      {members && shops && members.length > 0 ? <StaffTable members={members} shops={shops} /> : null}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function StaffPage(props: Props) {
  return (
    <CatalogueScope catalogue={staffTexts}>
      <StaffPageContent {...props} />
    </CatalogueScope>
  );
}
