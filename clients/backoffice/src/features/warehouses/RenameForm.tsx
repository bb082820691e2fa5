/** Renames one warehouse in place; the server's field errors show under the name. */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { WarehouseFieldsFragment } from '../../__generated__/warehouses/graphql';
import { FieldError } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';
import { WAREHOUSE_NAME_MAX_LENGTH } from './WarehouseCreateForm';
import type { WarehouseOutcome } from './use-warehouse-writes';

interface RenameFormProps {
  readonly warehouse: WarehouseFieldsFragment;
  readonly disabled: boolean;
  readonly onRename: (name: string) => Promise<WarehouseOutcome>;
  readonly onClose: () => void;
}

export function RenameForm({ warehouse, disabled, onRename, onClose }: RenameFormProps) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState(warehouse.name);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) {
      setFieldErrors({ name: [intl.formatMessage(commonMessages.nameRequired)] });
      return;
    }
    setFieldErrors({});
    setSending(true);
    const outcome = await onRename(name.trim());
    setSending(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    setProblem(outcome.message);
  };

  return (
    <form
      className="warehouse-rename"
      aria-label={intl.formatMessage(messages.rename, { name: warehouse.name })}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label htmlFor={`${id}-name`}>{intl.formatMessage(messages.renameLabel)}</label>
      <input
        id={`${id}-name`}
        maxLength={WAREHOUSE_NAME_MAX_LENGTH}
        value={name}
        aria-invalid={fieldErrors['name'] ? true : undefined}
        aria-describedby={fieldErrors['name'] ? `${id}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <FieldError id={`${id}-error`} lines={fieldErrors['name']} />
      <span className="warehouse-rename__actions">
        <button type="submit" className="button" disabled={disabled || sending}>
          {intl.formatMessage(sending ? commonMessages.saving : commonMessages.save)}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {intl.formatMessage(commonMessages.cancel)}
        </button>
      </span>
      {problem ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(problem)}
        </p>
      ) : null}
    </form>
  );
}
