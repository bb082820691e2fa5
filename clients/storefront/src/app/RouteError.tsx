/**
 * What a route shows when it fails (a render error, a lazy chunk that could not load): a message in
 * the shopper's language and a way out, never a blank screen. The rest of the shell stays usable.
 */
import { useIntl } from 'react-intl';
import { Link, useRouteError } from 'react-router';
import { routeMessages } from './routes-messages';

export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  if (error) console.error('A storefront route failed', error);
  return (
    <section className="route-message" role="alert">
      <h1>{intl.formatMessage(routeMessages.errorTitle)}</h1>
      <p>{intl.formatMessage(routeMessages.error)}</p>
      <div className="route-message__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {intl.formatMessage(routeMessages.reload)}
        </button>
        <Link to="/">{intl.formatMessage(routeMessages.home)}</Link>
      </div>
    </section>
  );
}
