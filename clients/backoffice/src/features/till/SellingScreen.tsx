/**
 * The selling screen: search and scan on one side, the cart on the other (one column on a phone),
 * the payment panel over them. A sale is recorded on the device (till-data's recordSale: the sale,
 * its outbox entry and the stock in one transaction), then its receipt printed and the cart emptied
 * for the next customer; nothing waits for the network.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@tijara/shared';
import { recordSale, useTillRules, useTillSearch } from '../till-data';
import type { TillDb, TillDevice, TillItem, TillPayment, TillSale, TillSession } from '../till-data';
import { usePrintReceipt } from '../till-session';
import { CartPanel } from './CartPanel';
import { ItemSearch } from './ItemSearch';
import type { ItemSearchHandle } from './ItemSearch';
import { labelOf } from './labels';
import { messages } from './messages';
import { PaymentDialog } from './PaymentDialog';
import { TillTopBar } from './TillTopBar';
import { addItem } from './till-cart';
import type { TillCart } from './till-cart';
import { useCartPricing } from './use-cart-pricing';

interface Props {
  readonly db: TillDb;
  readonly device: TillDevice;
  readonly session: TillSession;
  readonly cart: TillCart;
  readonly update: (change: (cart: TillCart) => TillCart) => void;
  readonly clear: () => Promise<void>;
  readonly onCloseSession: () => void;
  readonly onExit: () => void;
}

export function SellingScreen({ db, device, session, cart, update, clear, onCloseSession, onExit }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const search = useTillSearch(db);
  const rules = useTillRules(db);
  const pricing = useCartPricing(cart, rules);
  const printer = usePrintReceipt();
  const searchField = useRef<ItemSearchHandle>(null);
  const [paying, setPaying] = useState(false);
  const [lastSale, setLastSale] = useState<TillSale | null>(null);
  const [announced, setAnnounced] = useState('');

  const add = useCallback(
    (item: TillItem) => {
      setLastSale(null);
      update((current) => addItem(current, item));
      setAnnounced(intl.formatMessage(messages.added, { name: labelOf(item.name, locale) }));
    },
    [intl, locale, update],
  );

  const record = async (payment: TillPayment) => {
    if (!pricing) return;
    const sale = await recordSale(db, {
      device,
      session,
      entries: [...cart.entries],
      pricing,
      customer: cart.customer,
      payment,
      couponCodes: [...cart.couponCodes],
    });
    await clear();
    setPaying(false);
    setLastSale(sale);
    setAnnounced('');
    printer.print(sale);
  };

  // After a sale the search takes the focus back for the next customer's first scan; run after the
  // payment panel has gone (it gives the focus back to the button that opened it).
  useEffect(() => {
    if (lastSale) searchField.current?.focus();
  }, [lastSale]);

  return (
    <div className="till">
      <TillTopBar
        db={db}
        device={device}
        session={session}
        onReprint={printer.print}
        onCloseSession={onCloseSession}
        onExit={onExit}
      />
      <div className="till-main">
        <ItemSearch ref={searchField} db={db} search={search} onAdd={add} />
        <CartPanel
          db={db}
          cart={cart}
          pricing={pricing}
          rules={rules ?? []}
          update={update}
          lastSale={lastSale}
          onReprint={printer.print}
          onPay={() => setPaying(true)}
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
      {paying && pricing ? (
        <PaymentDialog
          total={pricing.total}
          paymentType={cart.paymentType}
          onPaymentType={(paymentType) => update((current) => ({ ...current, paymentType }))}
          onValidate={record}
          onClose={() => setPaying(false)}
        />
      ) : null}
      {printer.element}
    </div>
  );
}
