/**
 * The shop's delay before an unconfirmed web order is cancelled by the system (SHOP_SETTINGS only),
 * with what it does in words, under the list whose "cancelled soon" marks it explains. A whole number
 * of days from 0 (never) to 90, checked before sending; the server checks it again.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { UNCONFIRMED_ORDER_DAYS } from '@tijara/schema';
import { commonMessages, errorMessage, serverVerdict, useOnlineStatus } from '@tijara/shared';
import {
  OrdersSetUnconfirmedDaysDocument,
  OrdersShopDelayDocument,
} from '../../__generated__/orders/graphql';
import { FieldError } from '../../components/FieldError';
import type { Notice } from '../../components/NoticeLine';
import { NoticeLine } from '../../components/NoticeLine';
import { RetryAlert } from '../../components/RetryAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { parseWholeNumber } from '../../components/whole-number';
import { delayMessages } from './delay-messages';

/** The days typed, or null when they are not a whole number in the allowed range. */
export function delayDaysOf(text: string): number | null {
  const days = parseWholeNumber(text);
  return days !== null && days >= UNCONFIRMED_ORDER_DAYS.MIN && days <= UNCONFIRMED_ORDER_DAYS.MAX
    ? days
    : null;
}

export function DelaySetting() {
  const intl = useIntl();
  const headingId = useId();
  const shop = useQuery(OrdersShopDelayDocument, { fetchPolicy: 'cache-and-network' });
  const current = shop.data?.shop;
  return (
    <section className="card orders-delay" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(delayMessages.title)}</h2>
      <p className="muted">{intl.formatMessage(delayMessages.explain)}</p>
      {current ? <DelayForm shopUuid={current.uuid} days={current.unconfirmedOrderDays} /> : null}
      {shop.error && !current ? (
        <RetryAlert
          message={delayMessages.failedToLoad}
          onRetry={() => void shop.refetch().catch(() => undefined)}
        />
      ) : null}
    </section>
  );
}

function DelayForm({ shopUuid, days }: { shopUuid: string; days: number }) {
  const intl = useIntl();
  const id = useId();
  const { online } = useOnlineStatus();
  const [text, setText] = useState(String(days));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, { loading }] = useMutation(OrdersSetUnconfirmedDaysDocument);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = delayDaysOf(text);
    setNotice(null);
    if (wanted === null) {
      setProblem(intl.formatMessage(delayMessages.invalid));
      return;
    }
    setProblem(null);
    try {
      const { data } = await save({
        variables: { shopUuid, days: wanted },
        // The shop has no id the cache keys it by: its answer is written into the question by hand.
        update: (cache, { data: answer }) => {
          const saved = answer?.setUnconfirmedOrderDays;
          if (saved) cache.writeQuery({ query: OrdersShopDelayDocument, data: { shop: saved } });
        },
        // Every web order's cancellation date moved with the delay.
        refetchQueries: ['OrdersList'],
      });
      const saved = data?.setUnconfirmedOrderDays.unconfirmedOrderDays ?? wanted;
      setText(String(saved));
      setNotice({ ok: true, text: intl.formatMessage(delayMessages.saved, { days: saved }) });
    } catch (error) {
      const verdict = serverVerdict(error);
      const lines = verdict ? Object.values(verdict.fieldErrors).flat() : [];
      setNotice({ ok: false, text: lines[0] ?? intl.formatMessage(errorMessage(verdict)) });
    }
  };

  return (
    <form className="orders-delay__form" onSubmit={(event) => void submit(event)}>
      <div className="orders-delay__field">
        <label htmlFor={id}>{intl.formatMessage(delayMessages.days)}</label>
        <input
          id={id}
          name="unconfirmedOrderDays"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-current${problem ? ` ${id}-error` : ''}`}
        />
        <FieldError id={`${id}-error`} lines={problem ? [problem] : undefined} />
      </div>
      <SubmitButton submitting={loading} disabled={!online}>
        {intl.formatMessage(commonMessages.save)}
      </SubmitButton>
      <p id={`${id}-current`} className="muted orders-delay__current">
        {intl.formatMessage(delayMessages.current, { days })}
      </p>
      <NoticeLine notice={notice} />
    </form>
  );
}
