/** Creates a warehouse in one of the shops: name (required), shop, and whether it is the shop's default. */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { CreateWarehouseInput } from '../../__generated__/warehouses/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';
import type { WarehouseOutcome } from './use-warehouse-writes';

/** The contract's limit on a warehouse name (1 to 80 characters, unique in the shop). */
export const WAREHOUSE_NAME_MAX_LENGTH = 80;

export interface ShopChoice {
  readonly uuid: string;
  readonly name: string;
}

interface WarehouseCreateFormProps {
  readonly shops: readonly ShopChoice[];
  readonly disabled: boolean;
  readonly onCreate: (input: CreateWarehouseInput) => Promise<WarehouseOutcome>;
}

/** The form's state: the name checked first, then the server's answer as a status or as problems. */
function useCreateForm(shops: readonly ShopChoice[], onCreate: WarehouseCreateFormProps['onCreate']) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [chosenShop, setShop] = useState('');
  const [isShopDefault, setIsShopDefault] = useState(false);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const shopUuid = shops.some((s) => s.uuid === chosenShop) ? chosenShop : (shops[0]?.uuid ?? '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCreated(null);
    setProblem(null);
    if (!name.trim()) {
      setFieldErrors({ name: [intl.formatMessage(commonMessages.nameRequired)] });
      return;
    }
    setFieldErrors({});
    setSending(true);
    const outcome = await onCreate({ shopUuid, name: name.trim(), isShopDefault });
    setSending(false);
    if (!outcome.ok) {
      setFieldErrors(outcome.fieldErrors);
      setProblem(outcome.message);
      return;
    }
    setName('');
    setIsShopDefault(false);
    setCreated(intl.formatMessage(messages.created, { name: outcome.warehouse.name }));
  };
  const values = { name, shopUuid, isShopDefault };
  const setters = { setName, setShop, setIsShopDefault };
  return { values, setters, sending, fieldErrors, problem, created, submit };
}

export function WarehouseCreateForm({ shops, disabled, onCreate }: WarehouseCreateFormProps) {
  const intl = useIntl();
  const id = useId();
  const { values, setters, sending, fieldErrors, problem, created, submit } = useCreateForm(shops, onCreate);
  return (
    <form
      className="card warehouse-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.create)}</h2>
      {shops.length === 0 ? <p className="muted">{intl.formatMessage(messages.noShop)}</p> : null}
      <label htmlFor={`${id}-name`}>{intl.formatMessage(commonMessages.name)}</label>
      <input
        id={`${id}-name`}
        maxLength={WAREHOUSE_NAME_MAX_LENGTH}
        value={values.name}
        {...invalidProps(fieldErrors, id, 'name')}
        onChange={(event) => setters.setName(event.target.value)}
      />
      <FieldError id={`${id}-name-error`} lines={fieldErrors['name']} />
      <ShopSelect
        id={id}
        shops={shops}
        value={values.shopUuid}
        errors={fieldErrors}
        onChange={setters.setShop}
      />
      <label className="warehouse-form__check">
        <input
          type="checkbox"
          checked={values.isShopDefault}
          onChange={(event) => setters.setIsShopDefault(event.target.checked)}
        />
        {intl.formatMessage(messages.makeDefault)}
      </label>
      <button type="submit" className="button" disabled={disabled || sending || shops.length === 0}>
        {intl.formatMessage(sending ? commonMessages.saving : messages.submitCreate)}
      </button>
      {problem ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(problem)}
        </p>
      ) : null}
      {created ? <p role="status">{created}</p> : null}
    </form>
  );
}

interface ShopSelectProps {
  readonly id: string;
  readonly shops: readonly ShopChoice[];
  readonly value: string;
  readonly errors: FieldErrors;
  readonly onChange: (shopUuid: string) => void;
}

function ShopSelect({ id, shops, value, errors, onChange }: ShopSelectProps) {
  const intl = useIntl();
  return (
    <>
      <label htmlFor={`${id}-shopUuid`}>{intl.formatMessage(commonMessages.shop)}</label>
      <select
        id={`${id}-shopUuid`}
        value={value}
        {...invalidProps(errors, id, 'shopUuid')}
        onChange={(event) => onChange(event.target.value)}
      >
        {shops.map((shop) => (
          <option key={shop.uuid} value={shop.uuid}>
            {shop.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-shopUuid-error`} lines={errors['shopUuid']} />
    </>
  );
}
