/**
 * The way from the content screens to what shoppers see. The storefront is served by the same server
 * at the origin's root, so its paths (/, /landing/…, /page/…, /blog/…) are plain links; they open a
 * new tab so the back office stays where it was. Only published records are linked: anything else
 * answers "not found" to shoppers.
 */
import { useIntl } from 'react-intl';
import { messages } from './messages';

interface LinkProps {
  /** The storefront path. */
  readonly path: string;
  /** In a list, the record's name: the link then says which record it opens. */
  readonly name?: string;
}

export function StorefrontLink({ path, name }: LinkProps) {
  const intl = useIntl();
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name === undefined ? undefined : intl.formatMessage(messages.openOnStorefrontOf, { name })}
    >
      {intl.formatMessage(messages.openOnStorefront)}
      {name === undefined ? (
        <>
          {' '}
          <span className="muted">{intl.formatMessage(messages.newTab)}</span>
        </>
      ) : null}
    </a>
  );
}

/** A record's storefront path as text: followed in a new tab once shoppers can see it. */
export function StorefrontAddress({ path, linked }: { path: string; linked: boolean }) {
  if (!linked) return <>{path}</>;
  return (
    <a href={path} target="_blank" rel="noopener noreferrer">
      {path}
    </a>
  );
}
