/**
 * A type's values on its card: each with its swatch (colour or image) and its badges; staff who may
 * write open one in place by its name, delete it after a confirmation, and add new ones with the
 * form under the list. An attribute value that combinations use cannot be deleted: the refusal says so.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useLocale } from '@tijara/shared';
import type { Access } from './access';
import { byPosition, labelIn } from './labels';
import { RecordBadges, RowDelete } from './RowParts';
import { useRecordDelete } from './use-record-delete';
import type { ValueWrites } from './use-value-writes';
import { ValueForm } from './ValueForm';
import type { TypeRecord, ValueOwner, ValueRecord } from './value-types';
import { valuesMessages } from './values-messages';

interface Props {
  readonly owner: ValueOwner;
  readonly type: TypeRecord;
  readonly access: Access;
  readonly writes: ValueWrites;
}

export function ValuesEditor({ owner, type, access, writes }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useRecordDelete(writes.destroy);
  const withColor = type.kind === 'COLOR';
  const name = labelIn(type.labels, locale);
  const values = byPosition(type.values);
  const headingId = `taxonomy-${owner}-${type.id}-values`;
  const form = { ownerId: type.id, withColor, access, writes };

  return (
    <div className="taxonomy-values">
      <h4 id={headingId} className="visually-hidden">
        {intl.formatMessage(valuesMessages.valuesOf, { name })}
      </h4>
      {values.length === 0 ? (
        <p className="muted">{intl.formatMessage(valuesMessages.noValues)}</p>
      ) : (
        <ul aria-labelledby={headingId}>
          {values.map((value) => (
            <li key={value.id} className="taxonomy-value">
              {editing === value.id ? (
                <ValueForm {...form} value={value} onDone={() => setEditing(null)} />
              ) : (
                <ValueRow
                  value={value}
                  access={access}
                  onEdit={() => setEditing(value.id)}
                  onDelete={(valueName) =>
                    remove(
                      value.id,
                      valueName,
                      owner === 'attribute' ? valuesMessages.usedByCombinations : undefined,
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {access.canWrite ? <ValueForm {...form} value={null} /> : null}
    </div>
  );
}

interface RowProps {
  readonly value: ValueRecord;
  readonly access: Access;
  readonly onEdit: () => void;
  readonly onDelete: (name: string) => Promise<boolean>;
}

function ValueRow({ value, access, onEdit, onDelete }: RowProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = labelIn(value.labels, locale);
  return (
    <>
      <Swatch value={value} name={name} />
      {access.canWrite ? (
        <button
          type="button"
          className="link-button"
          aria-label={intl.formatMessage(commonMessages.editOf, { name })}
          onClick={onEdit}
        >
          {name}
        </button>
      ) : (
        <span>{name}</span>
      )}
      <RecordBadges labels={value.labels} />
      {access.canWrite ? (
        <RowDelete
          name={name}
          messages={{ confirmDelete: valuesMessages.confirmDeleteValue }}
          access={access}
          onDelete={() => onDelete(name)}
        />
      ) : null}
    </>
  );
}

/** The colour dot or the image thumbnail the shop shows for the value, when it has one. */
function Swatch({ value, name }: { value: ValueRecord; name: string }) {
  const intl = useIntl();
  if (value.imageUrl) {
    return (
      <img
        className="taxonomy-swatch"
        src={value.imageUrl}
        alt={intl.formatMessage(valuesMessages.swatchOf, { name })}
        loading="lazy"
      />
    );
  }
  if (value.color) {
    return (
      <span
        className="taxonomy-swatch"
        style={{ background: value.color }}
        title={value.color}
        aria-hidden="true"
      />
    );
  }
  return null;
}
