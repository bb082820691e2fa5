/**
 * The product page's quick order (spec: the Buy Now form, always shown when the shop sells without a
 * cart): the customer form and its rules, the buy button (its look says "missing fields" until the
 * mandatory ones are filled, and a press then lists them in a dialog; disabled while sending or
 * during the pause after an order), then the order's confirmation. Its order record is sealed
 * (AES-GCM). Back on the page while the pause runs, the purchase overview counts down.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { OrderMessageKey } from '@tijara/schema';
import { CatalogueScope, joinCatalogues, useFormatMoney } from '@tijara/shared';

import type { CartLine } from '../cart';
import { catalogue as deliveryCatalogue } from '../delivery-picker';
import { AlertDialog } from './AlertDialog';
import { checkoutTexts } from './texts';
import { useCooldown, usePurchaseOverview } from './cooldown';
import { CustomerFields, labelOf } from './CustomerFields';
import { messages } from './messages';
import { QueuedNotice, ThankYou } from './overviews';
import { newTotalOf, refusalText } from './refusals';
import { CheckoutTotals } from './CheckoutTotals';
import { useCheckoutPrice } from './use-checkout-price';
import { useCustomerForm } from './use-customer-form';
import { useOrderPlacement } from './use-order-placement';
import './checkout.css';

export interface QuickOrderProps {
  /** What is bought: the product, its chosen combination and the quantity (the buy box's). */
  readonly line: CartLine | null;
}

interface Problem {
  readonly text: string;
  readonly items?: readonly string[];
}

function QuickOrderContent({ line }: QuickOrderProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const form = useCustomerForm({ checkEmail: false });
  const placement = useOrderPlacement('quick_order');
  const cooldown = useCooldown(placement.shopUuid);
  const overview = usePurchaseOverview(placement.shopUuid, cooldown.seconds);
  const [problem, setProblem] = useState<Problem | null>(null);
  const closeProblem = useCallback(() => setProblem(null), []);
  // A total that rose since the page showed it, for this very line: the shopper confirms it or not.
  const [rose, setRose] = useState<{ line: CartLine; total: number } | null>(null);
  // Where focus goes back when the dialog closes: the form (the buy button may be disabled then).
  const formRef = useRef<HTMLFormElement>(null);
  const lines = useMemo(() => (line ? [line] : []), [line]);
  const figures = useCheckoutPrice(placement.shopUuid, lines, form.carrier?.price ?? 0);

  const newTotal = rose && rose.line === line ? rose.total : null;

  const submit = async (agreedTotal: number) => {
    if (!line || placement.submitting || cooldown.seconds > 0) return;
    if (form.missing.length > 0) {
      setProblem({
        text: intl.formatMessage(messages.missingMandatoryInfo),
        items: form.missing.map((field) => intl.formatMessage(labelOf(field))),
      });
      return;
    }
    const checked = form.checkAll();
    if (!checked) return;
    const result = await placement.place({
      customer: checked.customer,
      delivery: checked.delivery,
      lines: [line],
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
        setProblem({ text: intl.formatMessage(messages.waitSeconds, { seconds: result.seconds }) });
        return;
      case 'refused':
        if (result.messageKey === OrderMessageKey.PRICE_CHANGED && newTotalOf(result.details) !== null) {
          setRose({ line, total: newTotalOf(result.details) ?? agreedTotal });
          return;
        }
        setProblem({
          text: result.messageKey
            ? intl.formatMessage(refusalText(result.messageKey))
            : intl.formatMessage(messages.errorFinalizing),
        });
        return;
      default:
        setProblem({ text: intl.formatMessage(messages.errorFinalizing) });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The total shown is the one agreed to (the server refuses a higher one).
    void submit(figures.total);
  };

  if (placement.queuedId) return <QueuedNotice localId={placement.queuedId} />;
  if (overview.shown) {
    return (
      <ThankYou
        seconds={cooldown.seconds}
        onNewPurchase={() => {
          form.reset();
          overview.close();
        }}
      />
    );
  }
  const busy = placement.submitting;
  const incomplete = form.missing.length > 0;
  return (
    <form ref={formRef} tabIndex={-1} className="quick-order" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <CustomerFields form={form} disabled={busy} />
      <CheckoutTotals figures={figures} deliveryKnown={form.carrier !== null} />
      {newTotal !== null ? (
        <div className="checkout__price-changed" role="alert">
          <p>{intl.formatMessage(messages.priceChanged, { total: money(newTotal) })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void submit(newTotal)}>
            {intl.formatMessage(messages.confirmNewTotal)}
          </button>
        </div>
      ) : null}
      {cooldown.seconds > 0 ? (
        <p className="hint">{intl.formatMessage(messages.waitSeconds, { seconds: cooldown.seconds })}</p>
      ) : null}
      <button
        type="submit"
        className={`button checkout__submit${incomplete ? ' button--incomplete' : ''}`}
        disabled={busy || cooldown.seconds > 0 || !line}
        aria-disabled={incomplete ? true : undefined}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {intl.formatMessage(busy ? messages.processing : messages.buy)}
      </button>
      {problem ? (
        <AlertDialog text={problem.text} items={problem.items} opener={formRef} onClose={closeProblem} />
      ) : null}
    </form>
  );
}

const quickOrderCatalogues = joinCatalogues([deliveryCatalogue, checkoutTexts]);

export function QuickOrder(props: QuickOrderProps) {
  return (
    <CatalogueScope catalogue={quickOrderCatalogues}>
      <QuickOrderContent {...props} />
    </CatalogueScope>
  );
}
