/**
 * A flat taxonomy list as a table: the name first (a button opening the form for staff who may
 * write, offline too, to read every translation), the kind's own columns, the badges, then the
 * delete. Rows come sorted by the caller.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { ConfirmDeleteMessages } from '../../components/ConfirmDelete';
import type { Access } from './access';
import { RowDelete } from './RowParts';

export interface Column<T> {
  readonly header: MessageDescriptor;
  readonly cell: (row: T) => ReactNode;
}

interface Props<T> {
  readonly rows: readonly T[];
  readonly access: Access;
  /** The row's name in the screen's language. */
  readonly nameOf: (row: T) => string;
  readonly columns: readonly Column<T>[];
  /** Shown after the name: hidden from the shop, languages to translate (RecordBadges). */
  readonly badgesOf?: (row: T) => ReactNode;
  readonly onEdit: (row: T) => void;
  readonly deleteMessages: ConfirmDeleteMessages;
  /** true: deleted. */
  readonly onDelete: (row: T, name: string) => Promise<boolean>;
  /** The table's accessible name (the tab's title, or the brand a list of lines belongs to). */
  readonly label: string;
}

export function ListTable<T extends { readonly id: number }>(props: Props<T>) {
  const intl = useIntl();
  const { rows, access, nameOf, columns, label } = props;
  return (
    <div className="taxonomy-table-wrap">
      <table className="table taxonomy-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(commonMessages.name)}</th>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {intl.formatMessage(column.header)}
              </th>
            ))}
            {access.canWrite ? <th scope="col">{intl.formatMessage(commonMessages.actions)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ListRow key={row.id} row={row} name={nameOf(row)} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ListRow<T>(props: Props<T> & { row: T; name: string }) {
  const { row, name, access, columns, onEdit, deleteMessages, onDelete, badgesOf } = props;
  const intl = useIntl();
  return (
    <tr>
      <th scope="row">
        {access.canWrite ? (
          <button
            type="button"
            className="link-button"
            aria-label={intl.formatMessage(commonMessages.editOf, { name })}
            onClick={() => onEdit(row)}
          >
            {name}
          </button>
        ) : (
          name
        )}{' '}
        {badgesOf?.(row)}
      </th>
      {columns.map((column, index) => (
        <td key={index}>{column.cell(row)}</td>
      ))}
      {access.canWrite ? (
        <td className="taxonomy-actions">
          <RowDelete
            name={name}
            messages={deleteMessages}
            access={access}
            onDelete={() => onDelete(row, name)}
          />
        </td>
      ) : null}
    </tr>
  );
}
