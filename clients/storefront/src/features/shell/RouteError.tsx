/**
 * What a route shows when it fails (a render error, a lazy chunk that could not load): the shared
 * failure message in the shopper's language, with "Recharger" (a chunk that failed to load only comes
 * back with a new load) and the way home. No router hook: an error boundary renders it with the error
 * it caught, and the header stays usable.
 */
import { ErrorFallback } from '@tijara/shared';
import { messages } from './messages';

const HOME = { href: '/', label: messages.home };

export function RouteError({ error }: { readonly error?: unknown }) {
  if (error) console.error('A storefront route failed', error);
  return <ErrorFallback home={HOME} action="reload" onRetry={() => window.location.reload()} />;
}
