/** A path the storefront does not have: said plainly, with the way back to the shop. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { messages } from './messages';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <section className="route-message">
      <h1>{intl.formatMessage(messages.notFoundTitle)}</h1>
      <p>{intl.formatMessage(messages.notFound)}</p>
      <Link className="button" to="/">
        {intl.formatMessage(messages.home)}
      </Link>
    </section>
  );
}
