/**
 * The form as the server's StaffOrderInput: the quote's (what can be priced so far, asked while staff
 * type) and createStaffOrder's (the whole checked form). Amounts typed in dinars go as centimes.
 */
import { checkCustomerForm } from '@tijara/schema';
import { parseCurrencyInput } from '@tijara/shared';
import type { StaffOrderInput } from '../../__generated__/staff-order/graphql';
import { parseWholeNumber } from '../../components/whole-number';
import { CHANNEL_OF } from './order-form';
import type { OrderFormValues } from './order-form';

/** Centimes of an amount field: blank is 0, an unreadable text null. */
export function centimesOf(text: string): number | null {
  if (text.trim() === '') return 0;
  const centimes = parseCurrencyInput(text);
  return typeof centimes === 'number' ? centimes : null;
}

function customerOf(form: OrderFormValues): Pick<StaffOrderInput, 'customerId' | 'customer'> {
  if (form.customerMode === 'search') return form.customer ? { customerId: form.customer.id } : {};
  const { firstname, lastname, phone, email } = form.newCustomer;
  return { customer: { firstname, lastname, phone, email: email.trim() === '' ? null : email } };
}

function deliveryOf(form: OrderFormValues): StaffOrderInput['delivery'] {
  const { wilayaId, communeId, transporterId } = form;
  if (form.fulfilment === 'pickup' || wilayaId === null || communeId === null || transporterId === null) {
    return null;
  }
  return { address: form.address, wilayaId, communeId, transporterId };
}

export interface QuoteRequest {
  readonly input: StaffOrderInput;
  /** The form line each input line comes from, in order: the quote's `lines.<i>` names them. */
  readonly lineKeys: readonly string[];
}

/**
 * What the quote is asked for: the lines with a readable quantity, the delivery once chosen, the
 * customer once known (segment prices); null while no line can be priced. Payments are left out:
 * they change nothing of the prices.
 */
export function quoteRequestOf(form: OrderFormValues, shopUuid: string): QuoteRequest | null {
  const lines = form.lines.flatMap((line) => {
    const quantity = parseWholeNumber(line.quantity);
    return quantity !== null && quantity >= 1 ? [{ line, quantity }] : [];
  });
  if (lines.length === 0) return null;
  const typed = form.newCustomer;
  const phoneKnown = checkCustomerForm({ ...typed }).errors.phone === undefined;
  const customer = form.customerMode === 'new' && !phoneKnown ? {} : customerOf(form);
  return {
    input: {
      shopUuid,
      channel: CHANNEL_OF[form.orderType],
      orderType: form.orderType,
      paymentType: form.paymentType,
      ...customer,
      delivery: deliveryOf(form),
      lines: lines.map(({ line, quantity }) => ({
        productId: line.productId,
        combinationId: line.combinationId,
        quantity,
      })),
    },
    lineKeys: lines.map(({ line }) => line.key),
  };
}

/** The order createStaffOrder is asked to make, from a form that passed its checks. */
export function staffOrderInputOf(form: OrderFormValues, shopUuid: string): StaffOrderInput {
  const note = form.note.trim();
  const byInstallments = form.paymentType === 'INSTALLMENT';
  const takesFirstPayment = byInstallments || form.paymentType === 'DEPOSIT';
  return {
    shopUuid,
    channel: CHANNEL_OF[form.orderType],
    orderType: form.orderType,
    paymentType: form.paymentType,
    ...customerOf(form),
    delivery: form.fulfilment === 'delivery' ? deliveryOf(form) : null,
    lines: form.lines.map((line) => ({
      productId: line.productId,
      combinationId: line.combinationId,
      quantity: parseWholeNumber(line.quantity) ?? 0,
    })),
    ...(takesFirstPayment ? { firstPayment: centimesOf(form.firstPayment) ?? 0 } : {}),
    ...(byInstallments
      ? {
          installments: form.installments.map((row) => ({
            amount: centimesOf(row.amount) ?? 0,
            dueDate: row.dueDate,
          })),
        }
      : {}),
    ...(note === '' ? {} : { note }),
  };
}
