/** A module's title (an h2, hidden when showTitle is false) and its "see all" link, if it has one. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { messages } from './messages';
import type { ModuleFields } from './module-fields';

export function ModuleHeading({ publicTitle, showTitle, link }: ModuleFields) {
  const intl = useIntl();
  const id = useId();
  if (!publicTitle && !link) return null;
  const seeAll = intl.formatMessage(messages.seeAll);
  return (
    <div className="home-heading">
      {publicTitle ? (
        <h2 id={id} className={showTitle === false ? 'tijara-visually-hidden' : 'home-heading__title'}>
          {publicTitle}
        </h2>
      ) : null}
      {link ? (
        link.startsWith('/') && !link.startsWith('//') ? (
          <Link className="home-heading__link" to={link} aria-describedby={publicTitle ? id : undefined}>
            {seeAll}
          </Link>
        ) : (
          <a className="home-heading__link" href={link} aria-describedby={publicTitle ? id : undefined}>
            {seeAll}
          </a>
        )
      ) : null}
    </div>
  );
}
