/**
 * Prints one sale's receipt on the device's paper, then counts the copy (markPrinted): the next
 * print of the same sale says DUPLICATA. The sale is read again from the device first, so two
 * prints asked back to back with the same copy of it still count as an original and a duplicate.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { markPrinted } from '../till-data';
import type { TillDb, TillSale } from '../till-data';
import type { Paper } from './paper';
import { Receipt } from './Receipt';
import { receiptMessages } from './receipt-messages';
import { ThermalPrint } from './ThermalPrint';
import { TillSessionScope } from './TillSessionScope';
import { useDb } from '../../app/app-services';

interface Props {
  readonly sale: TillSale;
  readonly paper: Paper;
  readonly onDone: () => void;
}

export function ReceiptPrint(props: Props) {
  return (
    <TillSessionScope>
      <ReceiptJob {...props} />
    </TillSessionScope>
  );
}

/** The sale as the device holds it now (its print count), or as given when the device has none. */
function useStoredSale(db: TillDb, given: TillSale): TillSale | null {
  const [sale, setSale] = useState<TillSale | null>(null);
  useEffect(() => {
    let current = true;
    void db.localOrders
      .get(given.id)
      .catch(() => undefined)
      .then((record) => {
        if (current) setSale(record ? (record.data as TillSale) : given);
      });
    return () => {
      current = false;
    };
  }, [db, given]);
  return sale;
}

function ReceiptJob({ sale: given, paper, onDone }: Props) {
  const intl = useIntl();
  const db = useDb();
  const sale = useStoredSale(db, given);
  if (!sale) return null;
  const onPrinted = () => {
    // Counted even when the dialog was cancelled: the browser does not tell, and a copy marked
    // DUPLICATA once too often is safer than a second "original".
    void markPrinted(db, sale.id)
      .catch((error: unknown) => console.error('The print of a receipt could not be counted', error))
      .finally(onDone);
  };
  return (
    <ThermalPrint
      paper={paper}
      status={intl.formatMessage(receiptMessages.printing, { number: sale.receiptNumber })}
      onPrinted={onPrinted}
    >
      <Receipt sale={sale} />
    </ThermalPrint>
  );
}
