/**
 * What a route shows when it fails (a render error, a lazy chunk that could not load): the shared
 * failure message in the shopper's language, with "Recharger" (a chunk that failed to load only comes
 * back with a new load) and the way home. The header stays usable.
 */
import { useRouteError } from 'react-router';
import { ErrorFallback } from '@tijara/shared';
import { messages } from './messages';

const HOME = { href: '/', label: messages.home };

export function RouteError() {
  const error = useRouteError();
  if (error) console.error('A storefront route failed', error);
  return <ErrorFallback home={HOME} action="reload" onRetry={() => window.location.reload()} />;
}
