/**
 * The shop's customers on the till: the server's (`id:12`, written by the refresh) and the ones
 * the cashier created at the counter (`new:0661234567`, sent inside the sale that names them, so no
 * outbox entry of their own). Search reads an index of name words and phone, from 3 characters.
 */
import { checkCustomerForm, normaliseDigits } from '@tijara/schema';
import { TillDataError } from './errors';
import { normaliseText, wordsOf } from './normalise';
import type { TillCustomerRow, TillDb } from './till-db';
import type { NewCustomerForm, TillCustomer } from './types';

/** The product and customer search threshold (spec: 3 characters). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 3;
export const DEFAULT_CUSTOMER_LIMIT = 20;

/** The words a customer is found under: name words, the phone, and the phone without its 0. */
export function customerWords(customer: Pick<TillCustomer, 'firstname' | 'lastname' | 'phone'>): string[] {
  const phone = normaliseDigits(customer.phone).replace(/\D/g, '');
  const words = [
    ...wordsOf(customer.firstname),
    ...wordsOf(customer.lastname),
    phone,
    phone.replace(/^0/, ''),
  ];
  return [...new Set(words.filter((word) => word !== ''))];
}

export function customerRowOf(customer: TillCustomer): TillCustomerRow {
  return { ...customer, words: customerWords(customer) };
}

function publicCustomer({ words: _words, ...customer }: TillCustomerRow): TillCustomer {
  return customer;
}

/** A phone typed with spaces, dots or dashes is one word; a name is its words. */
function queryWords(query: string): string[] {
  const digits = normaliseDigits(query).replace(/[\s.-]/g, '');
  if (/^\+?\d+$/.test(digits)) return [digits.replace(/^\+?213/, '')];
  return wordsOf(query);
}

/** Customers whose words each query word prefixes; [] below 3 characters. Known ones first, by name. */
export async function searchCustomers(
  db: TillDb,
  query: string,
  limit = DEFAULT_CUSTOMER_LIMIT,
): Promise<TillCustomer[]> {
  if (normaliseText(query).trim().length < CUSTOMER_SEARCH_MIN_LENGTH) return [];
  const [first, ...others] = queryWords(query).sort((a, b) => b.length - a.length);
  if (first === undefined) return [];
  const rows = await db.tillCustomers
    .where('words')
    .startsWith(first)
    .distinct()
    .filter((row) => others.every((word) => row.words.some((own) => own.startsWith(word))))
    .toArray();
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  return rows
    .sort(
      (a, b) =>
        Number(a.id === null) - Number(b.id === null) ||
        collator.compare(`${a.lastname} ${a.firstname}`, `${b.lastname} ${b.firstname}`),
    )
    .slice(0, limit)
    .map(publicCustomer);
}

/**
 * A customer typed at the counter, checked by the customer form's rules (the server checks the same
 * form when the sale arrives) and kept under `new:<phone>`, so the next sale finds them offline. A
 * phone the shop already knows answers that customer (their segments and used coupons count).
 */
export async function saveNewCustomer(db: TillDb, form: NewCustomerForm): Promise<TillCustomer> {
  const { values, errors } = checkCustomerForm({
    firstname: form.firstname,
    lastname: form.lastname,
    phone: form.phone,
    email: form.email ?? '',
  });
  if (Object.keys(errors).length > 0)
    throw new TillDataError('customer_form', 'The customer form has errors', errors);
  // The server files a form customer under their phone (upsert): a phone the shop knows is that customer.
  const known = await db.tillCustomers
    .where('phone')
    .equals(values.phone)
    .filter((row) => row.id !== null)
    .first();
  if (known) return publicCustomer(known);
  const customer: TillCustomer = {
    key: `new:${values.phone}`,
    id: null,
    firstname: values.firstname,
    lastname: values.lastname,
    phone: values.phone,
    email: values.email === '' ? null : values.email,
    segmentIds: [],
    usedPromotionIds: [],
  };
  await db.tillCustomers.put(customerRowOf(customer));
  return customer;
}
