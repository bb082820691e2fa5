/** The wilayas (each opening its communes) and the chosen wilaya's communes, with their deliverability. */
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { CommuneRow, WilayaRow } from '@tijara/shared';
import { messages } from './messages';

function YesNo({ value }: { value: boolean }) {
  const intl = useIntl();
  return (
    <span className={value ? 'badge badge--ok' : 'badge badge--off'}>
      {intl.formatMessage(value ? messages.yes : messages.no)}
    </span>
  );
}

interface WilayaTableProps {
  readonly wilayas: readonly WilayaRow[];
  readonly chosenId: number | null;
  readonly label: (place: WilayaRow) => string;
  readonly onChoose: (id: number) => void;
}

export function WilayaTable({ wilayas, chosenId, label, onChoose }: WilayaTableProps) {
  const intl = useIntl();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.code)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.name)}</th>
          <th scope="col">{intl.formatMessage(messages.deliverable)}</th>
        </tr>
      </thead>
      <tbody>
        {wilayas.map((w) => (
          <tr key={w.id} aria-selected={w.id === chosenId}>
            <td>{w.code}</td>
            <td>
              <button
                type="button"
                className="link-button"
                onClick={() => onChoose(w.id)}
                title={intl.formatMessage(messages.show)}
              >
                {label(w)}
              </button>
            </td>
            <td>
              <YesNo value={w.deliverable} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CommuneTable({ communes }: { communes: readonly CommuneRow[] }) {
  const intl = useIntl();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(commonMessages.name)}</th>
          <th scope="col">{intl.formatMessage(messages.nameAr)}</th>
          <th scope="col">{intl.formatMessage(messages.postCode)}</th>
          <th scope="col">{intl.formatMessage(messages.deliverable)}</th>
        </tr>
      </thead>
      <tbody>
        {communes.map((c) => (
          <tr key={c.id}>
            <td>{c.name}</td>
            <td lang="ar" dir="rtl">
              {c.nameAr}
            </td>
            <td>{c.postCode ?? '—'}</td>
            <td>
              <YesNo value={c.deliverable} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
