import { useIntl } from 'react-intl';
import { UpdatePrompt, useOutboxCounts } from '@tijara/shared';
import { useServiceWorker } from '../../../shared/sw/use-service-worker';
import { LoginPage } from '../features/auth/LoginPage';
import { messages as authMessages } from '../features/auth/messages';
import { useStaffSession } from '../features/auth/use-staff-session';
import { Shell } from '../features/shell/Shell';
import { useRoute } from '../features/shell/use-route';
import { useAppServices } from './app-services';
import { Screen } from './screen';
import './app.css';

export function App({ serviceWorker }: { serviceWorker: boolean }) {
  const intl = useIntl();
  const { route, navigate } = useRoute();
  const { db } = useAppServices();
  const { state, login, logout } = useStaffSession();
  const sw = useServiceWorker('/dashboard/sw.js', '/dashboard/', serviceWorker);
  const counts = useOutboxCounts(db);
  // A new version waits while anything is unsent, so no queued sale runs under code it wasn't made for.
  const unsent = (counts?.pending ?? 0) + (counts?.sending ?? 0);

  const update = (
    <UpdatePrompt
      needRefresh={sw.needRefresh}
      onUpdate={sw.update}
      onDismiss={sw.dismiss}
      blocked={unsent > 0}
    />
  );
  if (state.status === 'checking') {
    return (
      <p role="status" className="splash">
        {intl.formatMessage(authMessages.checking)}
      </p>
    );
  }
  if (state.status === 'signed-out') {
    return (
      <>
        {update}
        <LoginPage onLogin={login} />
      </>
    );
  }
  return (
    <>
      {update}
      <Shell
        route={route}
        onNavigate={navigate}
        staffName={state.session.staff.displayName}
        permissions={state.session.staff.permissions}
        onLogout={() => void logout()}
      >
        <Screen route={route} navigate={navigate} offlineReady={sw.offlineReady} />
      </Shell>
    </>
  );
}
