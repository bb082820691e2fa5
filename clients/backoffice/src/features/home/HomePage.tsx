/**
 * The back office's first screen: the shop and the device's sync state, drawn at once, then the
 * day's figures for staff who may see one of them (orders, stock, carriers' money), a chunk of their
 * own with the order vocabulary's. A cashier's home stays the two cards.
 */
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Permission } from '@tijara/schema';
import { commonMessages, sharedMessages, useOutboxCounts } from '@tijara/shared';
import { useAppServices } from '../../app/app-services';
import { useHeldPermissions } from '../../components/permissions';
import type { Route } from '../shell';
import { loadHomeBoard } from './index';
import { messages } from './messages';
import { useShop } from './use-shop';

/** The permissions of the figures: without any of them there is nothing to load. */
const FIGURES: readonly string[] = [Permission.ORDERS, Permission.STOCK, Permission.TRANSPORTER_PAYMENTS];

const HomeBoard = lazy(loadHomeBoard);

function BoardLoading() {
  const intl = useIntl();
  return <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
}

export function HomePage({ offlineReady }: { offlineReady: boolean; onNavigate?: (route: Route) => void }) {
  const intl = useIntl();
  const { db, whenSyncEngine } = useAppServices();
  const shop = useShop();
  const counts = useOutboxCounts(db);
  const held = useHeldPermissions();
  const figures = held.some((permission) => FIGURES.includes(permission));
  const sells = held.includes(Permission.POS_SALE);
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
        {sells ? (
          <article className="card card--till">
            <h2>{intl.formatMessage(messages.tillTitle)}</h2>
            <p className="muted">{intl.formatMessage(messages.tillText)}</p>
            <Link className="button button--link" to="/pos">
              {intl.formatMessage(messages.openTill)}
            </Link>
          </article>
        ) : null}
        <article className="card">
          <h2>{intl.formatMessage(commonMessages.shop)}</h2>
          {shop ? (
            <dl>
              <dt>{shop.name}</dt>
              <dd className="muted">
                {/* Isolated left to right (LRI…PDI): in Arabic its dashes would reorder its groups. */}
                {intl.formatMessage(messages.shopId, { uuid: `\u2066${shop.uuid}\u2069` })}
              </dd>
              <dt>{intl.formatMessage(messages.addToCart)}</dt>
              <dd>{intl.formatMessage(shop.activeAddToCart ? messages.enabled : messages.disabled)}</dd>
            </dl>
          ) : (
            // The device database may still be coming (its own chunk): not known yet is not unknown.
            <p className="muted">{intl.formatMessage(db ? messages.unknownShop : sharedMessages.loading)}</p>
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
          <button
            type="button"
            className="button"
            onClick={() => void whenSyncEngine.then((engine) => engine.syncNow())}
          >
            {intl.formatMessage(messages.syncNow)}
          </button>
          {offlineReady ? <p className="muted">{intl.formatMessage(messages.offlineReady)}</p> : null}
        </article>
      </div>
      {figures ? (
        <Suspense fallback={<BoardLoading />}>
          <HomeBoard />
        </Suspense>
      ) : null}
    </section>
  );
}
