/**
 * What the server says about the form's fields (a createStaffOrder refusal, or the quote's refusal
 * while staff type) under the form's own fields and in the screen's words where it knows the rule;
 * a field it does not show goes under `form`, with the server's text. The quote's refusal is shown
 * live only for what the form cannot know by itself: a product no longer sold, a short stock, a place
 * or carrier that does not deliver, a customer of another shop.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';
import { paymentMessages } from './payment-messages';

/** Server field -> the form's field. */
const FIELD_OF: Readonly<Record<string, string>> = {
  customer: 'customer',
  customerId: 'customer',
  'customer.firstname': 'firstname',
  'customer.lastname': 'lastname',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'delivery.address': 'address',
  'delivery.wilayaId': 'wilaya',
  'delivery.communeId': 'commune',
  'delivery.transporterId': 'transporter',
  lines: 'lines',
  paymentType: 'paymentType',
  orderType: 'orderType',
  channel: 'orderType',
  firstPayment: 'firstPayment',
  installments: 'installments',
  note: 'note',
};

/** Server field -> the screen's words for its rule (the others keep the server's text). */
const WORDS: Readonly<Record<string, MessageDescriptor>> = {
  customer: messages.customerRequired,
  customerId: messages.customerNotInShop,
  'customer.firstname': messages.nameRule,
  'customer.lastname': messages.nameRule,
  'customer.phone': messages.phoneRule,
  'customer.email': messages.emailRule,
  'delivery.address': messages.deliveryRequired,
  'delivery.wilayaId': messages.notDeliverable,
  'delivery.communeId': messages.notDeliverable,
  'delivery.transporterId': messages.transporterNotServing,
  lines: paymentMessages.cartEmpty,
};

const LIVE = /^(lines\.\d+\.|delivery\.(wilayaId|communeId|transporterId)$|customerId$)/;

export interface ServerFieldErrors {
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** The form line each `lines.<i>` of the request came from. */
  readonly lineKeys: readonly string[];
  /** Units available for a form line, when the quote told them. */
  readonly availableOf: (lineKey: string) => number | null;
}

function lineError(
  intl: IntlShape,
  [index, field]: readonly string[],
  lines: readonly string[],
  request: ServerFieldErrors,
): [string, string[]] {
  const key = request.lineKeys[Number(index)];
  if (key === undefined) return ['lines', [...lines]];
  if (field === 'quantity') {
    const available = request.availableOf(key);
    const words =
      available === null ? lines : [intl.formatMessage(paymentMessages.shortStock, { count: available })];
    return [`line:${key}`, [...words]];
  }
  return [`line:${key}`, [intl.formatMessage(paymentMessages.notSold)]];
}

/** The refusal's field errors under the form's fields, in the screen's words where it has them. */
export function formErrorsOf(intl: IntlShape, request: ServerFieldErrors, liveOnly = false): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const [path, lines] of Object.entries(request.fieldErrors)) {
    if (liveOnly && !LIVE.test(path)) continue;
    const [field, words] = path.startsWith('lines.')
      ? lineError(intl, path.split('.').slice(1), lines, request)
      : [FIELD_OF[path] ?? 'form', WORDS[path] ? [intl.formatMessage(WORDS[path])] : [...lines]];
    for (const word of words) if (!(errors[field] ??= []).includes(word)) errors[field].push(word);
  }
  return errors;
}
