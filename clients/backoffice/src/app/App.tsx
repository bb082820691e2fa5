import { Suspense, lazy } from 'react';
import { UpdatePrompt, useOutboxCounts } from '@tijara/shared';
import { FlashProvider } from '../components/Flash';
import { PermissionsProvider } from '../components/permissions';
import { useServiceWorker } from '../../../shared/sw/use-service-worker';
import { SessionSplash, SignInAgainContext, loadLoginPage, useStaffSession } from '../features/auth';
import { ScreenBoundary, Shell, isTillRoute, useCurrentRoute } from '../features/shell';
import { useAppServices } from './app-services';
import { Screens } from './routes';
import './app.css';

const LoginPage = lazy(async () => ({ default: (await loadLoginPage()).LoginPage }));

export function App({ serviceWorker }: { serviceWorker: boolean }) {
  const { db } = useAppServices();
  const { state, login, logout } = useStaffSession();
  const route = useCurrentRoute();
  const sw = useServiceWorker('/dashboard/sw.js', '/dashboard/', serviceWorker);
  const counts = useOutboxCounts(db);
  // A new version waits while anything is unsent, so no queued sale runs under code it wasn't made for;
  // and while the device has not counted yet (its database still coming).
  const unsent = counts ? counts.pending + counts.sending : Number.POSITIVE_INFINITY;

  const update = (
    <UpdatePrompt
      needRefresh={sw.needRefresh}
      onUpdate={sw.update}
      onDismiss={sw.dismiss}
      blocked={unsent > 0}
    />
  );
  if (state.status === 'checking') {
    return <SessionSplash />;
  }
  if (state.status === 'signed-out') {
    return (
      <>
        {update}
        <ScreenBoundary resetKey="login">
          <Suspense fallback={<SessionSplash />}>
            <LoginPage onLogin={login} />
          </Suspense>
        </ScreenBoundary>
      </>
    );
  }
  const staff = state.session.staff;
  const till = { cashier: { id: staff.id, name: staff.displayName }, shopIds: staff.shopIds };
  const screens = (
    <PermissionsProvider permissions={staff.permissions}>
      <SignInAgainContext value={{ login, email: staff.email }}>
        <Screens offlineReady={sw.offlineReady} till={till} />
      </SignInAgainContext>
    </PermissionsProvider>
  );
  return (
    <>
      {update}
      <FlashProvider>
        {isTillRoute(route) ? (
          // The till is the tablet's whole screen: its own bar, no sidebar (features/till).
          <div className="till-frame">{screens}</div>
        ) : (
          <Shell
            staffName={state.session.staff.displayName}
            permissions={state.session.staff.permissions}
            onLogout={() => void logout()}
          >
            {screens}
          </Shell>
        )}
      </FlashProvider>
    </>
  );
}
