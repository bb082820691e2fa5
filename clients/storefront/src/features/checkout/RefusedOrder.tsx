/**
 * An order queued offline that the server refused when it was sent (OFFLINE.md 2.7): why, in the
 * shopper's language, and what they can do. A higher total can be accepted, and a refusal for stock,
 * delivery or a product no longer sold sends them back to edit the order. Either way the next order
 * is a new one with a new key, and this one is marked as replaced (the banner stops showing it).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { OrderMessageKey } from '@tijara/schema';
import { CatalogueScope, useFormatMoney } from '@tijara/shared';
import type { OutboxEntry } from '@tijara/shared';
import { useDb } from '../../app/data/use-db';
import { paths } from '../../app/paths';
import { readShopContext } from '../../app/shop-context';
import { cart } from '../cart';
import { checkoutTexts } from './texts';
import { messages } from './messages';
import type { QueuedOrder } from './queue-order';
import { newTotalOf, refusalText } from './refusals';
import { submitOrder } from './submit-order';
import './checkout.css';

function detailsOf(entry: OutboxEntry | null | undefined): Readonly<Record<string, unknown>> {
  const details = entry?.lastError?.details;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
}

function RefusedOrderContent({ order }: { order: QueuedOrder }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const navigate = useNavigate();
  const db = useDb();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const entry = useLiveQuery(
    async () => (await db.outbox.filter((e) => e.recordId === order.id).first()) ?? null,
    [db, order.id],
  );
  const details = detailsOf(entry);
  const messageKey = typeof details.messageKey === 'string' ? details.messageKey : null;
  const newTotal = messageKey === OrderMessageKey.PRICE_CHANGED ? newTotalOf(details) : null;

  const replaced = (by: string) =>
    db.localOrders.update(order.id, { data: { ...order.data, replacedBy: by } });

  const edit = async () => {
    await replaced(paths.cart);
    // Added to what the cart holds now (lines added since stay); the same line twice becomes one.
    cart.restore([...cart.state().lines, ...order.data.cart]);
    void navigate(paths.cart);
  };

  const confirm = async (total: number) => {
    const shop = readShopContext();
    if (!shop) return;
    setBusy(true);
    setFailed(false);
    try {
      const { clientOrderKey: _old, ...request } = order.data.request;
      const result = await submitOrder({
        shopUuid: shop.shopUuid,
        token: shop.storefrontToken,
        request: { ...request, expectedTotal: total },
        sealRecord: request.meta.source === 'quick_order',
        shown: {
          cart: order.data.cart,
          itemsTotal: order.data.itemsTotal,
          deliveryPrice: order.data.deliveryPrice,
        },
        // That order was never placed: the pause it started does not hold this one back.
        ignorePause: true,
      });
      if (result.kind === 'placed' || result.kind === 'already' || result.kind === 'queued') {
        await replaced(result.redirectUrl);
        void navigate(result.redirectUrl);
      } else {
        setFailed(true);
      }
    } catch (error) {
      console.error('The new order could not be submitted', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (entry === undefined) return null;
  const replacedBy = order.data.replacedBy;
  if (replacedBy?.startsWith('/')) {
    // Settled already: where it went (the new order, or the cart it was put back in).
    return (
      <p className="hint">
        <Link to={replacedBy}>
          {intl.formatMessage(replacedBy === paths.cart ? messages.editedInCart : messages.replacedByOrder)}
        </Link>
      </p>
    );
  }
  return (
    <div className="refused-order" role="alert">
      <p>
        {newTotal !== null
          ? intl.formatMessage(messages.priceChanged, { total: money(newTotal) })
          : intl.formatMessage(refusalText(messageKey))}
      </p>
      {failed ? <p className="field-error">{intl.formatMessage(messages.checkoutError)}</p> : null}
      <div className="refused-order__actions">
        {newTotal !== null ? (
          <button type="button" className="button" disabled={busy} onClick={() => void confirm(newTotal)}>
            {intl.formatMessage(busy ? messages.processing : messages.confirmNewTotal)}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void edit()}
        >
          {intl.formatMessage(messages.editOrder)}
        </button>
      </div>
    </div>
  );
}

export function RefusedOrder({ order }: { order: QueuedOrder }) {
  return (
    <CatalogueScope catalogue={checkoutTexts}>
      <RefusedOrderContent order={order} />
    </CatalogueScope>
  );
}
