import { UpdatePrompt, useOutboxCounts } from '@tijara/shared';
import { useServiceWorker } from '../../../shared/sw/use-service-worker';
import { GeographyPage } from '../features/geography/GeographyPage';
import { HomePage } from '../features/home/HomePage';
import { Shell } from '../features/shell/Shell';
import { useRoute } from '../features/shell/use-route';
import { useAppServices } from './app-services';
import './app.css';

export function App({ serviceWorker }: { serviceWorker: boolean }) {
  const { route, navigate } = useRoute();
  const { db } = useAppServices();
  const sw = useServiceWorker('/dashboard/sw.js', '/dashboard/', serviceWorker);
  const counts = useOutboxCounts(db);
  // A new version waits while anything is unsent, so no queued sale runs under code it wasn't made for.
  const unsent = (counts?.pending ?? 0) + (counts?.sending ?? 0);

  return (
    <>
      <UpdatePrompt
        needRefresh={sw.needRefresh}
        onUpdate={sw.update}
        onDismiss={sw.dismiss}
        blocked={unsent > 0}
      />
      <Shell route={route} onNavigate={navigate}>
        {route === 'geography' ? <GeographyPage /> : <HomePage offlineReady={sw.offlineReady} />}
      </Shell>
    </>
  );
}
