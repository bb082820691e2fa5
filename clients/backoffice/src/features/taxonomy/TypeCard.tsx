/**
 * One feature type or attribute as a card: its label (opening its form for staff who may write),
 * code, order, how the shop shows it (attributes), its missing translations, its delete, then its
 * values (ValuesEditor).
 */
import { useIntl } from 'react-intl';
import { commonMessages, useLocale } from '@tijara/shared';
import type { Access } from './access';
import { labelIn } from './labels';
import { messages } from './messages';
import { RecordBadges, RowDelete } from './RowParts';
import type { ValueWrites } from './use-value-writes';
import { KIND_LABELS, TYPE_TEXTS } from './value-types';
import type { TypeRecord, ValueOwner } from './value-types';
import { ValuesEditor } from './ValuesEditor';
import { valuesMessages } from './values-messages';

interface Props {
  readonly owner: ValueOwner;
  readonly type: TypeRecord;
  readonly access: Access;
  readonly writes: ValueWrites;
  readonly onEdit: () => void;
  /** true: deleted. */
  readonly onDelete: (name: string) => Promise<boolean>;
}

export function TypeCard({ owner, type, access, writes, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = labelIn(type.labels, locale);
  const headingId = `taxonomy-${owner}-${type.id}`;
  return (
    <section className="card taxonomy-card" aria-labelledby={headingId}>
      <header className="taxonomy-card__header">
        <h3>
          {/* The card is named by its label alone, not by the button's "Edit …". */}
          {access.canWrite ? (
            <button
              type="button"
              className="link-button"
              aria-label={intl.formatMessage(commonMessages.editOf, { name })}
              onClick={onEdit}
            >
              <span id={headingId}>{name}</span>
            </button>
          ) : (
            <span id={headingId}>{name}</span>
          )}
        </h3>
        {access.canWrite ? (
          <RowDelete
            name={name}
            messages={{ confirmDelete: TYPE_TEXTS[owner].confirmDelete }}
            access={access}
            onDelete={() => onDelete(name)}
          />
        ) : null}
      </header>
      <p className="taxonomy-card__facts muted">
        <span>
          {intl.formatMessage(valuesMessages.code)} <code dir="ltr">{type.code}</code>
        </span>
        <span>{intl.formatMessage(messages.positionOf, { position: type.position })}</span>
        {type.kind ? <span>{intl.formatMessage(KIND_LABELS[type.kind])}</span> : null}
        <span>{intl.formatMessage(valuesMessages.valueCount, { count: type.values.length })}</span>
        <RecordBadges labels={type.labels} />
      </p>
      <ValuesEditor owner={owner} type={type} access={access} writes={writes} />
    </section>
  );
}
