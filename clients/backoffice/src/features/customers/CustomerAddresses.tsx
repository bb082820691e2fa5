/**
 * Where a customer's orders were to be delivered, most recently used first: commune and wilaya as the
 * orders named them, the street address typed, how many orders went there and when the last did.
 */
import { useIntl } from 'react-intl';
import type { CustomerDetailQuery } from '../../__generated__/customers/graphql';
import { DAY } from './CustomerTable';
import { messages } from './messages';

type Address = NonNullable<CustomerDetailQuery['customer']>['addresses'][number];

function placeOf(intl: ReturnType<typeof useIntl>, address: Address): string {
  const wilaya =
    address.wilayaCode && address.wilayaName
      ? intl.formatMessage(messages.wilaya, { code: address.wilayaCode, name: address.wilayaName })
      : (address.wilayaName ?? address.wilayaCode ?? '');
  return [address.communeName, wilaya].filter(Boolean).join(intl.locale.startsWith('ar') ? '، ' : ', ');
}

export function CustomerAddresses({ addresses }: { addresses: readonly Address[] }) {
  const intl = useIntl();
  return (
    <section className="customer-card" aria-labelledby="customer-addresses">
      <h2 id="customer-addresses">{intl.formatMessage(messages.addressesTitle)}</h2>
      {addresses.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.addressesEmpty)}</p>
      ) : (
        <ul className="customer-addresses">
          {addresses.map((address) => (
            <li key={`${address.wilayaId}:${address.communeId ?? ''}:${address.address ?? ''}`}>
              {/* Spaces between the lines CSS stacks, so a screen reader does not run them together. */}
              <span className="customer-addresses__place">{placeOf(intl, address)}</span>{' '}
              {address.address ? (
                <>
                  <span className="customer-addresses__street">{address.address}</span>{' '}
                </>
              ) : null}
              <span className="muted customer-addresses__usage">
                {intl.formatMessage(messages.addressUsage, {
                  count: address.orderCount,
                  date: intl.formatDate(address.lastUsedAt, DAY),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
