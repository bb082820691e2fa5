/**
 * The content lists' table and the cells they share. On phones each row becomes a card where every
 * cell shows its column's name (content-editing.css reads data-label), so a cell is always given the
 * name of its column.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { messages } from './messages';

interface TableProps {
  readonly columns: readonly MessageDescriptor[];
  /** The rows. */
  readonly children: ReactNode;
}

export function ContentTable({ columns, children }: TableProps) {
  const intl = useIntl();
  return (
    <div className="content-list__wrap">
      <table className="table content-table">
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.id ?? index} scope="col">
                {intl.formatMessage(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface CellProps {
  /** Its column's name. */
  readonly label: MessageDescriptor;
  readonly className?: string;
  /** Addresses are read left to right in every language. */
  readonly dir?: 'ltr';
  readonly children: ReactNode;
}

export function ContentCell({ label, className, dir, children }: CellProps) {
  const intl = useIntl();
  return (
    <td data-label={intl.formatMessage(label)} className={className} dir={dir}>
      {children}
    </td>
  );
}

/** Whether shoppers see the record. */
export function StatusCell({ published }: { published: boolean }) {
  const intl = useIntl();
  return (
    <ContentCell label={commonMessages.status}>
      <span className={published ? 'badge badge--ok' : 'badge badge--off'}>
        {intl.formatMessage(published ? messages.published : messages.unpublished)}
      </span>
    </ContentCell>
  );
}

/** When the record last changed (an ISO instant), in the reader's locale. */
export function UpdatedCell({ at }: { at: string }) {
  const intl = useIntl();
  return (
    <ContentCell label={messages.columnUpdated}>
      {intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' })}
    </ContentCell>
  );
}

/** The row's links and buttons, wrapped on narrow screens. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <ContentCell label={commonMessages.actions}>
      <div className="content-list__actions">{children}</div>
    </ContentCell>
  );
}
