/**
 * The sale's customer: a walk-in by default; one of the shop's, found on the device, or a new one
 * created in place, in a dialog so the cart stays in view. Choosing one re-prices the cart (segment
 * and single-use coupon promotions depend on who buys).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import type { TillCustomer, TillDb } from '../till-data';
import { CustomerSearch, customerName } from './CustomerSearch';
import { messages } from './messages';
import { NewCustomerForm } from './NewCustomerForm';

interface Props {
  readonly db: TillDb;
  readonly customer: TillCustomer | null;
  readonly onChange: (customer: TillCustomer | null) => void;
}

export function CustomerPanel({ db, customer, onChange }: Props) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'search' | 'new' | null>(null);
  const choose = (chosen: TillCustomer) => {
    setDialog(null);
    onChange(chosen);
  };
  return (
    <div className="till-customer-row">
      <p className="till-customer-row__who">
        <span className="muted">{intl.formatMessage(messages.customer)}</span>{' '}
        <strong>
          {customer
            ? intl.formatMessage(messages.customerChosen, {
                name: customerName(customer),
                phone: customer.phone,
              })
            : intl.formatMessage(messages.walkIn)}
        </strong>
      </p>
      <span className="till-customer-row__actions">
        {customer ? (
          <button type="button" className="pos-button pos-button--quiet" onClick={() => onChange(null)}>
            {intl.formatMessage(messages.customerClear)}
          </button>
        ) : null}
        <button type="button" className="pos-button pos-button--quiet" onClick={() => setDialog('search')}>
          {intl.formatMessage(customer ? messages.customerChange : messages.customerPick)}
        </button>
      </span>
      <Modal
        open={dialog !== null}
        title={intl.formatMessage(dialog === 'new' ? messages.customerNewTitle : messages.customerPickTitle)}
        onClose={() => setDialog(null)}
      >
        {dialog === 'new' ? (
          <NewCustomerForm db={db} onCreated={choose} onCancel={() => setDialog('search')} />
        ) : (
          <>
            <CustomerSearch db={db} onChoose={choose} />
            <button type="button" className="pos-button" onClick={() => setDialog('new')}>
              {intl.formatMessage(messages.customerNew)}
            </button>
          </>
        )}
      </Modal>
    </div>
  );
}
