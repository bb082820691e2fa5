import { useIntl } from 'react-intl';
import { commonMessages, useOutboxCounts } from '@tijara/shared';
import { useAppServices } from '../../app/app-services';
import { messages } from './messages';
import { useShop } from './use-shop';

export function HomePage({ offlineReady }: { offlineReady: boolean }) {
  const intl = useIntl();
  const { db, syncEngine } = useAppServices();
  const shop = useShop();
  const counts = useOutboxCounts(db);
  const rows = [
    [messages.syncPending, (counts?.pending ?? 0) + (counts?.sending ?? 0)],
    [messages.syncRejected, counts?.rejected ?? 0],
    [messages.syncConflict, counts?.conflict ?? 0],
    [messages.syncBlocked, counts?.blocked_auth ?? 0],
  ] as const;

  return (
    <section className="page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <div className="cards">
        <article className="card">
          <h2>{intl.formatMessage(commonMessages.shop)}</h2>
          {shop ? (
            <dl>
              <dt>{shop.name}</dt>
              <dd className="muted">{intl.formatMessage(messages.shopId, { uuid: shop.uuid })}</dd>
              <dt>{intl.formatMessage(messages.addToCart)}</dt>
              <dd>{intl.formatMessage(shop.activeAddToCart ? messages.enabled : messages.disabled)}</dd>
            </dl>
          ) : (
            <p className="muted">{intl.formatMessage(messages.unknownShop)}</p>
          )}
        </article>
        <article className="card">
          <h2>{intl.formatMessage(messages.sync)}</h2>
          <dl className="counts">
            {rows.map(([label, value]) => (
              <div key={label.id}>
                <dt>{intl.formatMessage(label)}</dt>
                <dd>{intl.formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="button" onClick={() => void syncEngine.syncNow()}>
            {intl.formatMessage(messages.syncNow)}
          </button>
          {offlineReady ? <p className="muted">{intl.formatMessage(messages.offlineReady)}</p> : null}
        </article>
      </div>
    </section>
  );
}
