/**
 * The product page's quick order (spec: the Buy Now form, always shown when the shop sells without a
 * cart): the customer form and its rules, the buy button (its look says "missing fields" until the
 * mandatory ones are filled, and a press then lists them in a dialog; disabled while sending or
 * during the pause after an order), then the order's confirmation. Its order record is sealed
 * (AES-GCM). Back on the page while the pause runs, the purchase overview counts down.
 */
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CatalogueScope, joinCatalogues } from '@tijara/shared';

import type { CartLine } from '../cart';
import { catalogue as deliveryCatalogue } from '../delivery-picker';
import { AlertDialog } from './AlertDialog';
import { checkoutTexts } from './texts';
import { clearCooldown, useCooldown } from './cooldown';
import { CustomerFields, labelOf } from './CustomerFields';
import { messages } from './messages';
import { QueuedNotice, ThankYou } from './overviews';
import { refusalText } from './refusals';
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
  const form = useCustomerForm({ checkEmail: false });
  const placement = useOrderPlacement('quick_order');
  const cooldown = useCooldown(placement.shopUuid);
  const [overview, setOverview] = useState(() => cooldown.seconds > 0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const buy = useRef<HTMLButtonElement>(null);
  const lines = useMemo(() => (line ? [line] : []), [line]);
  const figures = useCheckoutPrice(placement.shopUuid, lines, form.carrier?.price ?? 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!line || placement.submitting || cooldown.seconds > 0) return;
    if (form.missing.length > 0) {
      setProblem({
        text: intl.formatMessage(messages.missingFields),
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
      expectedTotal: figures.total,
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

  if (placement.queuedId) return <QueuedNotice localId={placement.queuedId} />;
  // Shown from a load during the pause; when it ends the (untouched) form shows again.
  if (overview && cooldown.seconds > 0) {
    return (
      <ThankYou
        seconds={cooldown.seconds}
        onNewPurchase={() => {
          if (placement.shopUuid) clearCooldown(placement.shopUuid);
          form.reset();
          setOverview(false);
        }}
      />
    );
  }
  const busy = placement.submitting;
  const incomplete = form.missing.length > 0;
  return (
    <form className="quick-order" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <CustomerFields form={form} disabled={busy} />
      {cooldown.seconds > 0 ? (
        <p className="hint" role="status">
          {intl.formatMessage(messages.waitSeconds, { seconds: cooldown.seconds })}
        </p>
      ) : null}
      <button
        ref={buy}
        type="submit"
        className={`button checkout__submit${incomplete ? ' button--incomplete' : ''}`}
        disabled={busy || cooldown.seconds > 0 || !line}
        aria-disabled={incomplete ? true : undefined}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {intl.formatMessage(busy ? messages.processing : messages.buy)}
      </button>
      {problem ? (
        <AlertDialog
          text={problem.text}
          items={problem.items}
          opener={buy}
          onClose={() => setProblem(null)}
        />
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
