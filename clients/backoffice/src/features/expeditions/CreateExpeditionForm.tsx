/**
 * A new expedition: source and destination among the warehouses the staff member works in, and a
 * note. Two different warehouses are checked before sending; on success the editor opens.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { commonMessages, sharedMessages } from '@tijara/shared';
import { CreateExpeditionDocument } from '../../__generated__/expeditions/graphql';
import { messages } from './messages';
import { refusalNotice } from './notice';
import { warehouseOptions } from './warehouse-options';
import type { WarehouseChoice } from './warehouse-options';

interface Props {
  readonly warehouses: readonly WarehouseChoice[];
  readonly enabled: boolean;
  readonly onCreated: (id: number) => void;
}

/** Creating: both warehouses checked first, a refusal told by its key or the action's own text. */
function useCreateExpedition(onCreated: (id: number) => void) {
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [create, creating] = useMutation(CreateExpeditionDocument);
  const submit = async (source: string, destination: string, note: string) => {
    if (!source || !destination) return setProblem(messages.chooseBoth);
    if (source === destination) return setProblem(messages.sameWarehouse);
    setProblem(null);
    try {
      const trimmed = note.trim();
      const input = { sourceWarehouseId: source, destinationWarehouseId: destination };
      const { data } = await create({
        variables: { input: { ...input, ...(trimmed ? { note: trimmed } : {}) } },
      });
      if (data) onCreated(data.createExpedition.id);
    } catch (error) {
      setProblem(refusalNotice(error, messages.createFailed).message);
    }
  };
  return { submit, problem, creating: creating.loading };
}

export function CreateExpeditionForm({ warehouses, enabled, onCreated }: Props) {
  const intl = useIntl();
  const id = useId();
  const [source, setSource] = useState('');
  const [destination, setDestination] = useState('');
  const [note, setNote] = useState('');
  const { submit, problem, creating } = useCreateExpedition(onCreated);
  const options = warehouseOptions(intl, warehouses);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(source, destination, note);
  };
  return (
    <form className="card" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.createTitle)}</h2>
      <div className="expeditions-toolbar">
        <WarehouseSelect
          id={`${id}-source`}
          label={messages.source}
          value={source}
          options={options}
          onChange={setSource}
        />
        <WarehouseSelect
          id={`${id}-destination`}
          label={messages.destination}
          value={destination}
          options={options}
          onChange={setDestination}
        />
        <div className="expeditions-field">
          <label htmlFor={`${id}-note`}>{intl.formatMessage(commonMessages.note)}</label>
          <textarea
            id={`${id}-note`}
            rows={1}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={!enabled || creating}>
          {intl.formatMessage(creating ? messages.creating : messages.create)}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="expeditions-alert expeditions-alert--danger">
          {intl.formatMessage(problem)}
        </p>
      ) : null}
    </form>
  );
}

interface SelectProps {
  readonly id: string;
  readonly label: MessageDescriptor;
  readonly value: string;
  readonly options: readonly { value: string; label: string }[];
  readonly onChange: (warehouseId: string) => void;
}

function WarehouseSelect({ id, label, value, options, onChange }: SelectProps) {
  const intl = useIntl();
  return (
    <div className="expeditions-field">
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage(sharedMessages.choose)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
