/**
 * Pieces every taxonomy row shows: its badges (hidden from the shop, languages still to translate)
 * and its delete, asked first (ConfirmDelete) and busy while the server answers.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TaxonomyLabelsFragment } from '../../__generated__/taxonomy/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import type { ConfirmDeleteMessages } from '../../components/ConfirmDelete';
import type { Access } from './access';
import { missingLanguages } from './labels';
import { messages } from './messages';

interface BadgesProps {
  /** Translated labels: the languages still missing are named. Absent for untranslated records. */
  readonly labels?: TaxonomyLabelsFragment;
  /** Absent for records without a visibility flag (tags). */
  readonly active?: boolean;
}

export function RecordBadges({ labels, active }: BadgesProps) {
  const intl = useIntl();
  const missing = labels ? missingLanguages(labels) : [];
  const languages = intl.formatList(
    missing.map((language) => intl.formatMessage(messages.languageName, { language })),
    { type: 'conjunction' },
  );
  return (
    <>
      {active === false ? (
        <span className="badge badge--off">{intl.formatMessage(messages.hidden)}</span>
      ) : null}
      {missing.length > 0 ? (
        <span className="badge taxonomy-badge--translate">
          {intl.formatMessage(messages.toTranslate, { languages })}
        </span>
      ) : null}
    </>
  );
}

interface DeleteProps {
  readonly name: string;
  readonly messages: ConfirmDeleteMessages;
  readonly access: Access;
  /** true: deleted (the row goes with the cache). */
  readonly onDelete: () => Promise<boolean>;
}

export function RowDelete({ name, messages: texts, access, onDelete }: DeleteProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onDelete();
    // A deleted row leaves with the cache; a refused one is usable again.
    if (!done) setBusy(false);
    return done;
  };
  return (
    <ConfirmDelete
      name={name}
      messages={texts}
      disabled={!access.writable || busy}
      busy={busy}
      onConfirm={confirm}
    />
  );
}
