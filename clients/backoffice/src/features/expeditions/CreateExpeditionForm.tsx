/**
 * A new expedition: source and destination among the warehouses the staff member works in, and a
 * note. Two different warehouses are checked before sending; on success the editor opens.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { CreateExpeditionDocument } from '../../__generated__/graphql';
import { messages } from './messages';
import { refusalNotice } from './notice';
import { warehouseOptions } from './warehouse-options';
import type { WarehouseChoice } from './warehouse-options';

interface Props {
  readonly warehouses: readonly WarehouseChoice[];
  readonly enabled: boolean;
  readonly onCreated: (id: number) => void;
}

export function CreateExpeditionForm({ warehouses, enabled, onCreated }: Props) {
  const intl = useIntl();
  const id = useId();
  const [source, setSource] = useState('');
  const [destination, setDestination] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [create, creating] = useMutation(CreateExpeditionDocument);
  const options = warehouseOptions(intl, warehouses);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!source || !destination) return setProblem(messages.chooseBoth);
    if (source === destination) return setProblem(messages.sameWarehouse);
    setProblem(null);
    try {
      const trimmed = note.trim();
      const { data } = await create({
        variables: {
          input: {
            sourceWarehouseId: source,
            destinationWarehouseId: destination,
            ...(trimmed ? { note: trimmed } : {}),
          },
        },
      });
      if (data) onCreated(data.createExpedition.id);
    } catch (error) {
      setProblem(refusalNotice(error, messages.createFailed).message);
    }
  };

  const select = (field: 'source' | 'destination', value: string, onChange: (next: string) => void) => (
    <div className="expeditions-field">
      <label htmlFor={`${id}-${field}`}>{intl.formatMessage(messages[field])}</label>
      <select id={`${id}-${field}`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage(messages.choose)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="card" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(messages.createTitle)}</h2>
      <div className="expeditions-toolbar">
        {select('source', source, setSource)}
        {select('destination', destination, setDestination)}
        <div className="expeditions-field">
          <label htmlFor={`${id}-note`}>{intl.formatMessage(messages.note)}</label>
          <textarea
            id={`${id}-note`}
            rows={1}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={!enabled || creating.loading}>
          {intl.formatMessage(creating.loading ? messages.creating : messages.create)}
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
