/**
 * /checkout/cart/view (spec: checkout page): the order summary and the customer form when the cart
 * holds lines, else "your cart is empty"; after an order, while its pause runs, the thank-you
 * overview with the countdown and the new-purchase button. Submitting goes to the order's
 * confirmation; with no network the order is kept on the device and shown as waiting at once.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CatalogueScope, joinCatalogues, useFormatMoney } from '@tijara/shared';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../app/page-title';
import { cart, cartRepairedMessage, emptyCartMessage, useCart } from '../cart';
import type { CartLine } from '../cart';
import { catalogue as deliveryCatalogue } from '../delivery-picker';
import { checkoutTexts } from './texts';
import { useCooldown, usePurchaseOverview } from './cooldown';
import { CustomerFields, labelOf } from './CustomerFields';
import { messages } from './messages';
import { OrderSummary } from './OrderSummary';
import type { Shortages } from './OrderSummary';
import { QueuedNotice, ThankYou } from './overviews';
import { newTotalOf, refusalText, shortagesOf } from './refusals';
import { Toasts } from './Toasts';
import { useCheckoutPrice } from './use-checkout-price';
import { useCustomerForm } from './use-customer-form';
import { useOrderPlacement } from './use-order-placement';
import { useToasts } from './use-toasts';
import './checkout.css';

const NO_SHORTAGES: Shortages = new Map();

interface Refusal {
  readonly lines: readonly CartLine[];
  readonly shortages: Shortages;
  readonly newTotal: number | null;
}

function CheckoutContent() {
  const intl = useIntl();
  const money = useFormatMoney();
  usePageTitle(intl.formatMessage(messages.title));
  const { lines, repaired } = useCart();
  // Said once: the cart read from storage had to be repaired (tampered with, or an old shape).
  const [repairShown] = useState(repaired);
  useEffect(() => {
    if (repaired) cart.acknowledgeRepair();
  }, [repaired]);
  const form = useCustomerForm({ checkEmail: true });
  const placement = useOrderPlacement('cart');
  const cooldown = useCooldown(placement.shopUuid);
  const { toasts, show, dismiss } = useToasts();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Back here after an order, during its pause: the thank-you overview until the pause ends.
  const overview = usePurchaseOverview(placement.shopUuid, cooldown.seconds, lines.length === 0);
  const figures = useCheckoutPrice(placement.shopUuid, lines, form.carrier?.price ?? 0);
  // A refusal describes the lines it answered: once they change, its marks and new total go.
  const current = refusal?.lines === lines ? refusal : null;
  const shortages = current?.shortages ?? NO_SHORTAGES;
  const newTotal = current?.newTotal ?? null;

  const submit = async (agreedTotal: number) => {
    if (cooldown.seconds > 0) {
      show(intl.formatMessage(messages.waitSeconds, { seconds: cooldown.seconds }));
      return;
    }
    const checked = form.checkAll();
    if (form.missing.length > 0 || !checked) {
      const fields = intl.formatList(form.missing.map((field) => intl.formatMessage(labelOf(field))));
      show(
        form.missing.length > 0
          ? `${intl.formatMessage(messages.missingMandatoryInfo)} ${fields}.`
          : intl.formatMessage(messages.checkoutError),
      );
      return;
    }
    const result = await placement.place({
      customer: checked.customer,
      delivery: checked.delivery,
      lines,
      itemsTotal: figures.itemsTotal,
      deliveryPrice: figures.deliveryPrice,
      expectedTotal: agreedTotal,
    });
    switch (result.kind) {
      case 'placed':
      case 'already':
      case 'queued':
        return;
      case 'cooldown':
        cooldown.refresh();
        show(intl.formatMessage(messages.waitSeconds, { seconds: result.seconds }));
        return;
      case 'refused':
        setRefusal({ lines, shortages: shortagesOf(result.details), newTotal: newTotalOf(result.details) });
        form.showServerErrors(result.fieldErrors, (field) =>
          intl.formatMessage(messages.required, { label: intl.formatMessage(labelOf(field)) }),
        );
        if (newTotalOf(result.details) === null) show(intl.formatMessage(refusalText(result.messageKey)));
        return;
      default:
        show(intl.formatMessage(messages.checkoutError));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(figures.total);
  };

  if (placement.queuedId) return <QueuedNotice localId={placement.queuedId} />;
  if (overview.shown) return <ThankYou seconds={cooldown.seconds} onNewPurchase={overview.close} />;
  const busy = placement.submitting;
  return (
    <div className="checkout">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <Toasts toasts={toasts} onDismiss={dismiss} />
      {repairShown ? (
        <p className="info-alert" role="status">
          {intl.formatMessage(cartRepairedMessage)}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <div className="checkout__empty" role="status">
          <p className="info-alert">{intl.formatMessage(emptyCartMessage)}</p>
          <Link className="button" to={paths.home}>
            {intl.formatMessage(messages.backToShop)}
          </Link>
        </div>
      ) : (
        <form className="checkout__layout" onSubmit={onSubmit} noValidate aria-busy={busy}>
          <OrderSummary
            lines={lines}
            figures={figures}
            deliveryKnown={form.carrier !== null}
            shortages={shortages}
            disabled={busy}
          />
          <section className="card checkout__form" aria-labelledby="checkout-customer">
            <h2 id="checkout-customer">{intl.formatMessage(messages.customerTitle)}</h2>
            <CustomerFields form={form} disabled={busy} />
            {newTotal !== null ? (
              <div className="checkout__price-changed" role="alert">
                <p>{intl.formatMessage(messages.priceChanged, { total: money(newTotal) })}</p>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void submit(newTotal)}
                >
                  {intl.formatMessage(messages.confirmNewTotal)}
                </button>
              </div>
            ) : null}
            {cooldown.seconds > 0 ? (
              // Not a live region: read every second it would drown the page; the toast said it once.
              <p className="hint">
                {intl.formatMessage(messages.waitSeconds, { seconds: cooldown.seconds })}
              </p>
            ) : null}
            <button type="submit" className="button checkout__submit" disabled={busy || cooldown.seconds > 0}>
              {intl.formatMessage(busy ? messages.processing : messages.order)}
            </button>
          </section>
        </form>
      )}
    </div>
  );
}

const checkoutCatalogues = joinCatalogues([deliveryCatalogue, checkoutTexts]);

export function CheckoutPage() {
  return (
    <CatalogueScope catalogue={checkoutCatalogues}>
      <CheckoutContent />
    </CatalogueScope>
  );
}
