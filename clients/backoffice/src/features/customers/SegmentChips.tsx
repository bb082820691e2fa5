/**
 * The segments a customer is in, as chips opening each segment: members segments that list them and
 * rule segments whose rule they meet now (the promotions module decides, by its one membership rule).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CustomerDetailQuery } from '../../__generated__/customers/graphql';
import { pathOf } from '../shell';
import { messages } from './messages';

type Segment = CustomerDetailQuery['customer']['segments'][number];

export function SegmentChips({ segments }: { segments: readonly Segment[] }) {
  const intl = useIntl();
  return (
    <section className="customer-card" aria-labelledby="customer-segments">
      <h2 id="customer-segments">{intl.formatMessage(messages.segmentsTitle)}</h2>
      {segments.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.segmentsEmpty)}</p>
      ) : (
        <ul className="customer-chips">
          {segments.map((segment) => (
            <li key={segment.id}>
              <Link className="customer-chip" to={pathOf({ name: 'customerSegment', id: segment.id })}>
                <span className="customer-chip__name">{segment.name}</span>{' '}
                <span className="customer-chip__kind">
                  {intl.formatMessage(
                    segment.kind === 'MEMBERS' ? messages.segmentListed : messages.segmentMatched,
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
