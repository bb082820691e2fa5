/** A path the storefront does not have: said plainly, with the way back to the shop. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { routeMessages } from './routes-messages';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <section className="route-message">
      <h1>{intl.formatMessage(routeMessages.notFoundTitle)}</h1>
      <p>{intl.formatMessage(routeMessages.notFound)}</p>
      <Link className="button" to="/">
        {intl.formatMessage(routeMessages.home)}
      </Link>
    </section>
  );
}
