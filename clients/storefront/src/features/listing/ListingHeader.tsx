/**
 * The top of a listing: breadcrumbs (categories), the heading, the subject's description and, for a
 * promotion, its end date. The page title follows the heading.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CatalogPageQuery } from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../app/page-title';
import { messages } from './messages';

type Subject = NonNullable<CatalogPageQuery['catalogPage']>;

interface Props {
  /** Undefined while the subject loads: the heading's box is kept, empty. */
  readonly heading: string | undefined;
  readonly subject?: Subject;
}

export function ListingHeader({ heading, subject }: Props) {
  const intl = useIntl();
  usePageTitle(heading);
  const crumbs = subject?.breadcrumbs.filter((crumb) => crumb.slug !== subject.slug) ?? [];
  return (
    <header className="listing__head" aria-busy={heading === undefined}>
      {subject?.kind === 'CATEGORY' ? (
        <nav className="listing__crumbs" aria-label={intl.formatMessage(messages.breadcrumbs)}>
          <ol>
            <li>
              <Link to={paths.home}>{intl.formatMessage(messages.shop)}</Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.slug}>
                <Link to={paths.category(crumb.slug)}>{crumb.name}</Link>
              </li>
            ))}
            <li aria-current="page">{subject.name}</li>
          </ol>
        </nav>
      ) : null}
      {/* Names and descriptions are the shop's text, maybe Latin in an Arabic page: isolated. */}
      <h1>
        <bdi>{heading ?? '\u00a0'}</bdi>
      </h1>
      {subject?.description ? (
        <p className="listing__description">
          <bdi>{subject.description}</bdi>
        </p>
      ) : null}
      {subject?.endsAt ? (
        <p className="listing__ends">
          {intl.formatMessage(messages.promotionEnds, {
            date: intl.formatDate(subject.endsAt, {
              dateStyle: 'long',
              timeStyle: 'short',
              hourCycle: 'h23',
            }),
          })}
        </p>
      ) : null}
    </header>
  );
}
