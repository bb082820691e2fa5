/** The parts of an expedition on the receive screen: sent, received, remaining, and what arrives now. */
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { ExpeditionItemFieldsFragment } from '../../__generated__/expeditions/graphql';
import { messages } from './messages';
import { ReceptionRow } from './ReceptionRow';
import type { useReceptionEntries } from './use-reception-entries';

interface Props {
  readonly parts: readonly ExpeditionItemFieldsFragment[];
  readonly receivable: boolean;
  readonly enabled: boolean;
  readonly entries: ReturnType<typeof useReceptionEntries>;
}

export function ReceptionTable({ parts, receivable, enabled, entries }: Props) {
  const intl = useIntl();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(commonMessages.product)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.status)}</th>
          <th scope="col">{intl.formatMessage(messages.sentQuantity)}</th>
          <th scope="col">{intl.formatMessage(messages.receivedQuantity)}</th>
          <th scope="col">{intl.formatMessage(messages.remaining)}</th>
          {receivable ? <th scope="col">{intl.formatMessage(messages.receiveNow)}</th> : null}
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => (
          <ReceptionRow
            key={part.id}
            part={part}
            receivable={receivable}
            enabled={enabled}
            text={entries.textOf(part.id)}
            invalid={entries.isInvalid(part.id)}
            onType={(text) => entries.type(part.id, text)}
            onReceive={() => void entries.receive(part)}
          />
        ))}
      </tbody>
    </table>
  );
}
