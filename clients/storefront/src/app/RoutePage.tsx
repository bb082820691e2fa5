/**
 * One route's frame: its error boundary (reset when the address changes; "Recharger", because a chunk
 * that failed to load only comes back with a new load) and what shows while its chunk loads: a box
 * as tall as a screen, so the footer does not jump up and back.
 */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorBoundary, sharedMessages } from '@tijara/shared';
import type { FailureHome } from '@tijara/shared';
import { homeLink } from '../features/shell';

const HOME: FailureHome = { href: '/', label: homeLink };

export function RoutePage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary home={HOME} resetKey={pathname} action="reload">
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {intl.formatMessage(sharedMessages.loading)}
    </div>
  );
}
