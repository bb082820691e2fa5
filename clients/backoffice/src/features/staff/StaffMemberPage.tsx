/**
 * A staff account's page: a new account (one form), or a saved one: its account form, its employee
 * affectation and who may sign in with it. A saved account's forms are filled once the server has
 * answered, not from an older copy the list left in the cache, so the version they send is the one
 * they show. The signed-in admin's own account is told from the session (`me`) the query also reads.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { StaffMemberDetailDocument, StaffNewChoicesDocument } from '../../__generated__/staff/graphql';
import { EditorPage } from '../../components/EditorPage';
import { RetryAlert } from '../../components/RetryAlert';
import { AccessActions } from './AccessActions';
import { AccountForm } from './AccountForm';
import { AffectationForm } from './AffectationForm';
import { messages } from './messages';
import type { StaffNavigate } from './navigation';
import { NewMemberForm } from './NewMemberForm';
import './staff.css';
import { staffTexts } from './texts';

interface Props {
  /** null: a new account. */
  readonly staffId: string | null;
  readonly onNavigate: StaffNavigate;
}

function StaffMemberContent({ staffId, onNavigate }: Props) {
  const { online } = useOnlineStatus();
  return (
    <EditorPage
      className="staff-page"
      online={online}
      backLabel={messages.backToList}
      offline={messages.offline}
      onBack={() => onNavigate({ name: 'staff' })}
    >
      {staffId === null ? (
        <NewMember online={online} onNavigate={onNavigate} />
      ) : (
        <SavedMember id={staffId} online={online} />
      )}
    </EditorPage>
  );
}

function Loading() {
  const intl = useIntl();
  return <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
}

function NewMember({ online, onNavigate }: { online: boolean; onNavigate: StaffNavigate }) {
  const intl = useIntl();
  const choices = useQuery(StaffNewChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const shops = choices.data?.staffAffectationChoices;
  return (
    <>
      <h1>{intl.formatMessage(messages.newTitle)}</h1>
      {shops ? (
        <NewMemberForm
          choices={shops}
          writable={online}
          onCreated={(uuid) => onNavigate({ name: 'staffMember', uuid })}
        />
      ) : choices.error ? (
        <RetryAlert
          message={messages.choicesFailed}
          onRetry={() => void choices.refetch().catch(() => undefined)}
        />
      ) : (
        <Loading />
      )}
    </>
  );
}

function SavedMember({ id, online }: { id: string; online: boolean }) {
  const detail = useQuery(StaffMemberDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [generation, setGeneration] = useState(0);
  const { refetch } = detail;
  const reload = useCallback(() => {
    void refetch().then(
      () => setGeneration((n) => n + 1),
      () => undefined,
    );
  }, [refetch]);
  const member = detail.data?.staffMember;
  const answered = detail.networkStatus !== NetworkStatus.loading || Boolean(detail.error);
  if (!member || !answered || !detail.data) {
    return detail.error && !member ? (
      <RetryAlert message={messages.memberFailed} onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <Loading />
    );
  }
  const own = detail.data.me?.staff.id === member.id;
  return (
    <>
      <h1>{member.displayName}</h1>
      <p className="muted">
        <bdi>{member.email}</bdi>
      </p>
      <div className="staff-columns" key={generation}>
        <AccountForm member={member} own={own} writable={online} onReload={reload} />
        <div className="staff-stack">
          <AffectationForm
            member={member}
            choices={detail.data.staffAffectationChoices}
            writable={online}
            onReload={reload}
          />
          <AccessActions member={member} own={own} writable={online} />
        </div>
      </div>
    </>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function StaffMemberPage(props: Props) {
  return (
    <CatalogueScope catalogue={staffTexts}>
      <StaffMemberContent {...props} />
    </CatalogueScope>
  );
}
