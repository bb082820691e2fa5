/**
 * What the order costs, as the shopper agrees to it (the checkout's summary and the quick order):
 * items, delivery (a commune first; 0 is free delivery), the total; payment on delivery; and whether
 * the figures are the device's own while the server's are not known.
 */
import { useIntl } from 'react-intl';
import { sharedMessages, useFormatDeliveryPrice, useFormatMoney } from '@tijara/shared';
import { deliveryMessages } from '../delivery-picker';
import { messages } from './messages';
import type { CheckoutFigures } from './use-checkout-price';

export function CheckoutTotals({
  figures,
  deliveryKnown,
}: {
  figures: CheckoutFigures;
  deliveryKnown: boolean;
}) {
  const intl = useIntl();
  const money = useFormatMoney();
  const deliveryPrice = useFormatDeliveryPrice();
  const delivery = deliveryKnown
    ? deliveryPrice(figures.deliveryPrice)
    : intl.formatMessage(deliveryMessages.selectCommuneFirst);
  return (
    <>
      <dl className="checkout__totals" data-testid="checkout-totals">
        <dt>{intl.formatMessage(messages.itemsTotal)}</dt>
        <dd>{money(figures.itemsTotal)}</dd>
        <dt>{intl.formatMessage(sharedMessages.delivery)}</dt>
        <dd data-testid="checkout-delivery">{delivery}</dd>
        <dt className="checkout__grand">{intl.formatMessage(messages.total)}</dt>
        <dd className="checkout__grand" data-testid="checkout-total">
          {money(figures.total)}
        </dd>
      </dl>
      <p className="hint">{intl.formatMessage(messages.payOnDelivery)}</p>
      {figures.fromDevice ? <p className="hint">{intl.formatMessage(messages.pricesFromDevice)}</p> : null}
    </>
  );
}
