/**
 * A new record belongs to the installation's shop, so its form waits for the shop's uuid: read from
 * the cache when it is there, else asked once; an alert if it cannot be had, "Loading…" meanwhile.
 * The query is the feature's own (each screen owns its queries); only its shop.uuid is read.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

interface Props {
  readonly query: TypedDocumentNode<{ shop: { uuid: string } }, Record<string, never>>;
  readonly failed: MessageDescriptor;
  readonly loading: MessageDescriptor;
  readonly children: (shopUuid: string) => ReactNode;
}

export function ShopGate({ query, failed, loading, children }: Props) {
  const intl = useIntl();
  const shop = useQuery(query, { fetchPolicy: 'cache-first' });
  const shopUuid = shop.data?.shop.uuid;
  return (
    <>
      {shop.error && !shopUuid ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(failed)}
        </p>
      ) : null}
      {!shop.error && !shopUuid ? <p role="status">{intl.formatMessage(loading)}</p> : null}
      {shopUuid ? children(shopUuid) : null}
    </>
  );
}
