/**
 * The registration's fields: shop (a choice only when there are several), warehouse (the shop's
 * warehouses a till may sell from, asked of the server), code and name, each with its hint and its
 * errors (the form's own checks, then the server's). The code is upper-cased as typed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { normaliseDigits } from '@tijara/shared';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { linesOutside } from '../../components/field-errors';
import { SubmitButton } from '../../components/SubmitButton';
import { messages } from './messages';
import { ShopField, WarehouseField } from './RegistrationPlaces';
import type { RegistrationOutcome } from './use-registration';

export interface RegistrationValues {
  readonly shopUuid: string;
  /** A uuid, like every warehouse id. */
  readonly warehouseId: string;
  readonly code: string;
  readonly name: string;
}

interface Props {
  readonly shops: readonly { readonly uuid: string; readonly name: string }[];
  readonly writable: boolean;
  readonly submitting: boolean;
  readonly refusal: Extract<RegistrationOutcome, { kind: 'refused' }> | null;
  /** A code the server said another till of the shop holds: said under the code while it is typed. */
  readonly takenCode: string | null;
  /** Bumped when the cashier chose another code: the code field takes the focus. */
  readonly focusCode: number;
  readonly onSubmit: (values: RegistrationValues) => void;
}

const CODE = /^[A-Z0-9]{1,6}$/;
const SHOWN_FIELDS = new Set(['shopUuid', 'warehouseId', 'code', 'name']);

/** What the cashier typed, as a code: Latin digits, upper case, no spaces. */
export function codeOf(typed: string): string {
  return normaliseDigits(typed).replace(/\s+/g, '').toUpperCase();
}

export function RegistrationForm(props: Props) {
  const { shops, writable, submitting, refusal, takenCode, focusCode, onSubmit } = props;
  const intl = useIntl();
  const base = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [shopUuid, setShopUuid] = useState(shops.length === 1 ? (shops[0]?.uuid ?? '') : '');
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (focusCode > 0) codeInput.current?.focus();
  }, [focusCode]);

  const taken: FieldErrors =
    takenCode !== null && takenCode === code ? { code: [intl.formatMessage(messages.codeTakenTitle)] } : {};
  // A refusal is always newer than the code found taken (each send clears it): its word wins.
  const errors: FieldErrors = { ...taken, ...(refusal?.fieldErrors ?? {}), ...ownErrors };
  const outside = refusal ? linesOutside(refusal.fieldErrors, SHOWN_FIELDS) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string[]> = {};
    if (!shopUuid) problems['shopUuid'] = [intl.formatMessage(messages.chooseShop)];
    if (warehouseId === null) problems['warehouseId'] = [intl.formatMessage(messages.chooseWarehouse)];
    if (!CODE.test(code)) problems['code'] = [intl.formatMessage(messages.codeRule)];
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 60)
      problems['name'] = [intl.formatMessage(messages.deviceNameRule)];
    setOwnErrors(problems);
    if (Object.keys(problems).length > 0 || warehouseId === null) return;
    onSubmit({ shopUuid, warehouseId, code, name: trimmed });
  };

  return (
    <form className="pos-session__form" onSubmit={submit} noValidate>
      <ShopField
        base={base}
        shops={shops}
        value={shopUuid}
        errors={errors}
        onChange={(uuid) => {
          setShopUuid(uuid);
          setWarehouseId(null);
        }}
      />
      <WarehouseField
        base={base}
        shopUuid={shopUuid}
        value={warehouseId}
        errors={errors}
        onChange={setWarehouseId}
      />
      <div className="pos-field">
        <label htmlFor={`${base}-code`}>{intl.formatMessage(messages.code)}</label>
        <input
          ref={codeInput}
          id={`${base}-code`}
          name="code"
          className="pos-field__code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={6}
          dir="ltr"
          value={code}
          onChange={(event) => setCode(codeOf(event.target.value))}
          {...invalidProps(errors, base, 'code', `${base}-code-hint`)}
        />
        <p id={`${base}-code-hint`} className="muted pos-field__hint">
          {intl.formatMessage(messages.codeHint)}
        </p>
        <FieldError id={`${base}-code-error`} lines={errors['code']} />
      </div>
      <div className="pos-field">
        <label htmlFor={`${base}-name`}>{intl.formatMessage(messages.deviceName)}</label>
        <input
          id={`${base}-name`}
          name="name"
          autoComplete="off"
          maxLength={60}
          dir="auto"
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...invalidProps(errors, base, 'name', `${base}-name-hint`)}
        />
        <p id={`${base}-name-hint`} className="muted pos-field__hint">
          {intl.formatMessage(messages.deviceNameHint)}
        </p>
        <FieldError id={`${base}-name-error`} lines={errors['name']} />
      </div>
      {refusal ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(refusal.message)}
          {outside.map((line) => (
            <span key={line} className="pos-field__outside">
              {line}
            </span>
          ))}
        </p>
      ) : null}
      <SubmitButton submitting={submitting} disabled={!writable} className="pos-button pos-button--primary">
        {intl.formatMessage(messages.register)}
      </SubmitButton>
    </form>
  );
}
