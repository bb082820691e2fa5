/** A label and an amount on one printed line (receipt, Z report); the amount always left to right. */
import { useIntl } from 'react-intl';
import { receiptMoney } from './receipt-format';

export function ReceiptAmount({ amount }: { amount: number }) {
  const intl = useIntl();
  return (
    <span dir="ltr" className="pos-ticket__amount">
      {receiptMoney(amount, intl.locale)}
    </span>
  );
}

interface RowProps {
  readonly label: string;
  readonly amount: number;
  /** The total and what is left to pay stand out. */
  readonly strong?: boolean;
  /** A date or a code as the label: kept left to right. */
  readonly labelDir?: 'ltr';
}

export function ReceiptRow({ label, amount, strong = false, labelDir }: RowProps) {
  return (
    <p className={strong ? 'pos-ticket__row pos-ticket__row--strong' : 'pos-ticket__row'}>
      <span dir={labelDir}>{label}</span>
      <ReceiptAmount amount={amount} />
    </p>
  );
}
