/**
 * The customer form of the checkout and the quick order (spec sections 4 and 5): the shared rules of
 * @tijara/schema (`checkCustomerForm`, the phone normaliser: the ones the server runs), checked on
 * blur; the normalised phone replaces what was typed; the e-mail loses disallowed characters while
 * typed (the cart checkout; the quick order only marks it). Wilaya, commune and carrier are kept on
 * the device (tijara.delivery) like the product page's estimate, and marked valid once chosen.
 */
import { useCallback, useState } from 'react';
import { checkCustomerForm, normalizeAlgerianPhone, stripEmailTyping } from '@tijara/schema';
import { useDeliverySelection } from '../delivery-picker';
import type { ChosenCarrier } from '../delivery-picker';

export type TextField = 'firstname' | 'lastname' | 'phone' | 'email' | 'address';
export type FormField = TextField | 'wilaya' | 'commune' | 'transporter';
export type FieldProblem = 'invalid' | 'required';

/** What must be filled before the order can be sent (spec: mandatory for submit). */
export const MANDATORY_FIELDS: readonly FormField[] = [
  'firstname',
  'lastname',
  'phone',
  'wilaya',
  'commune',
  'transporter',
];

/** Fired on window when a phone number was normalised (the legacy page's phoneEntred event). */
export const PHONE_ENTERED_EVENT = 'phoneEntred';

export type TextValues = Record<TextField, string>;

const EMPTY: TextValues = { firstname: '', lastname: '', phone: '', email: '', address: '' };

export interface CustomerFormOptions {
  /** The cart checkout checks the e-mail; the quick order only marks it (spec). */
  readonly checkEmail: boolean;
}

function problemOf(field: TextField, values: TextValues, checkEmail: boolean): FieldProblem | null {
  const { errors } = checkCustomerForm(values);
  if (field === 'address') return values.address !== '' && values.address.trim() === '' ? 'required' : null;
  if (field === 'email') return checkEmail && errors.email ? 'invalid' : null;
  return errors[field] ? 'invalid' : null;
}

export function useCustomerForm({ checkEmail }: CustomerFormOptions) {
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<FormField, FieldProblem | null>>>({});
  const [validated, setValidated] = useState<Partial<Record<FormField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [carrier, setCarrier] = useState<ChosenCarrier | null>(null);
  const delivery = useDeliverySelection();

  const settle = useCallback((field: FormField, problem: FieldProblem | null) => {
    setProblems((p) => ({ ...p, [field]: problem }));
    setValidated((v) => ({ ...v, [field]: problem === null }));
    setServerErrors((s) => ({ ...s, [field]: undefined }));
  }, []);

  const setText = (field: TextField, raw: string) => {
    const value = field === 'email' && checkEmail ? stripEmailTyping(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'address' && value.trim() !== '') settle('address', null);
  };

  const blur = (field: TextField) => {
    let next = values;
    if (field === 'phone' && values.phone.trim() !== '') {
      const phone = normalizeAlgerianPhone(values.phone);
      next = { ...values, phone };
      setValues(next);
      window.dispatchEvent(new CustomEvent(PHONE_ENTERED_EVENT, { detail: { phone } }));
    }
    if (field === 'email' && !checkEmail) {
      setValidated((v) => ({ ...v, email: next.email.trim() !== '' }));
      return;
    }
    if (next[field] === '' && field !== 'firstname' && field !== 'lastname' && field !== 'phone') {
      settle(field, null);
      return;
    }
    settle(field, problemOf(field, next, checkEmail));
  };

  const choose = (field: 'wilaya' | 'commune' | 'transporter', id: number | null) => {
    if (field === 'wilaya') delivery.chooseWilaya(id);
    else if (field === 'commune') delivery.chooseCommune(id);
    else delivery.chooseTransporter(id);
    settle(field, id === null ? 'required' : null);
  };

  const filled = (field: FormField): boolean => {
    if (field === 'wilaya') return delivery.selection.wilayaId !== null;
    if (field === 'commune') return delivery.selection.communeId !== null;
    if (field === 'transporter') return delivery.selection.transporterId !== null && carrier !== null;
    return values[field].trim() !== '';
  };

  const missing = MANDATORY_FIELDS.filter((field) => !filled(field));

  /** Checks every field at once (the submit): the normalised values, or null with the errors shown. */
  const checkAll = () => {
    const checked = checkCustomerForm(values);
    const next: Partial<Record<FormField, FieldProblem | null>> = {};
    for (const field of ['firstname', 'lastname', 'phone', 'email', 'address'] as const) {
      next[field] = problemOf(field, values, checkEmail);
    }
    for (const field of ['wilaya', 'commune', 'transporter'] as const)
      next[field] = filled(field) ? null : 'required';
    setProblems(next);
    setValues((v) => ({ ...v, phone: checked.values.phone }));
    const ok = Object.values(next).every((p) => p === null || p === undefined);
    const { wilayaId, communeId } = delivery.selection;
    if (!ok || wilayaId === null || communeId === null || carrier === null) return null;
    return {
      customer: { ...checked.values, email: checkEmail ? checked.values.email : values.email.trim() },
      delivery: {
        address: values.address.trim(),
        wilaya: wilayaId,
        commune: communeId,
        transporter: carrier.transporterId,
      },
      carrier,
    };
  };

  /** The server's field errors (deliveryAddress.commune, customer.phone…) under their fields. */
  const showServerErrors = (
    fieldErrors: Readonly<Record<string, readonly string[]>>,
    text: (field: FormField) => string,
  ) => {
    const next: Partial<Record<FormField, string>> = {};
    for (const path of Object.keys(fieldErrors)) {
      const field = path.split('.').pop() as FormField;
      if (field in EMPTY || field === 'wilaya' || field === 'commune' || field === 'transporter')
        next[field] = text(field);
    }
    setServerErrors(next);
  };

  const reset = () => {
    setValues(EMPTY);
    setProblems({});
    setValidated({});
    setServerErrors({});
  };

  return {
    values,
    problems,
    validated,
    serverErrors,
    selection: delivery.selection,
    carrier,
    setCarrier,
    setText,
    blur,
    choose,
    missing,
    checkAll,
    showServerErrors,
    reset,
  };
}

export type CustomerForm = ReturnType<typeof useCustomerForm>;
