/**
 * The collections and tags tabs: translated names with their address; collections also have an
 * order and a visibility. Tags come sorted by address, as the server gives them.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@tijara/shared';
import type {
  CollectionInput,
  TagInput,
  TaxonomyCollectionFragment,
  TaxonomyTagFragment,
} from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyCollectionsDocument,
  TaxonomyCreateCollectionDocument,
  TaxonomyCreateTagDocument,
  TaxonomyDeleteCollectionDocument,
  TaxonomyDeleteTagDocument,
  TaxonomyTagsDocument,
  TaxonomyUpdateCollectionDocument,
  TaxonomyUpdateTagDocument,
} from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { byPosition, labelIn } from './labels';
import { listsMessages } from './lists-messages';
import { ListTable } from './ListTable';
import type { Column } from './ListTable';
import { messages } from './messages';
import { NamedDialog } from './NamedDialog';
import { PanelFrame } from './PanelFrame';
import { RecordBadges } from './RowParts';
import { useListWrites } from './use-list-writes';
import { useRecordDelete } from './use-record-delete';
import { useTaxonomyList } from './use-taxonomy-list';

/** What the dialog shows: closed, a new record, or this one. */
type Target<T> = { readonly record: T | null } | null;

const COLLECTION_DOCUMENTS = {
  create: TaxonomyCreateCollectionDocument,
  update: TaxonomyUpdateCollectionDocument,
  remove: TaxonomyDeleteCollectionDocument,
};
const COLLECTION_PLACE = { typename: 'Collection', field: 'collections' };

const COLLECTION_COLUMNS: readonly Column<TaxonomyCollectionFragment>[] = [
  { header: messages.slug, cell: (row) => <code dir="ltr">{row.slug}</code> },
  { header: messages.position, cell: (row) => row.position },
];

export function CollectionsPanel({ access }: { access: Access }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const list = useTaxonomyList(TaxonomyCollectionsDocument, 'collections');
  const [target, setTarget] = useState<Target<TaxonomyCollectionFragment>>(null);
  const { save, destroy } = useListWrites<CollectionInput, TaxonomyCollectionFragment>(
    COLLECTION_DOCUMENTS,
    COLLECTION_PLACE,
  );
  const remove = useRecordDelete(destroy);
  return (
    <PanelFrame
      title={messages.tabCollections}
      access={access}
      list={list}
      create={{ label: listsMessages.newCollection, onClick: () => setTarget({ record: null }) }}
      dialog={
        target ? (
          <NamedDialog
            record={target.record}
            listed
            titles={{ create: listsMessages.newCollection, edit: listsMessages.editCollection }}
            access={access}
            save={save}
            onClose={() => setTarget(null)}
          />
        ) : null
      }
    >
      {({ collections }) =>
        collections.length === 0 ? (
          <p className="muted">{intl.formatMessage(listsMessages.collectionsEmpty)}</p>
        ) : (
          <ListTable
            rows={byPosition(collections)}
            access={access}
            label={intl.formatMessage(messages.tabCollections)}
            nameOf={(row) => labelIn(row.names, locale)}
            columns={COLLECTION_COLUMNS}
            badgesOf={(row) => <RecordBadges labels={row.names} active={row.active} />}
            onEdit={(record) => setTarget({ record })}
            deleteMessages={{ confirmDelete: listsMessages.confirmDeleteCollection }}
            onDelete={(row, name) => remove(row.id, name)}
          />
        )
      }
    </PanelFrame>
  );
}

const TAG_DOCUMENTS = {
  create: TaxonomyCreateTagDocument,
  update: TaxonomyUpdateTagDocument,
  remove: TaxonomyDeleteTagDocument,
};
const TAG_PLACE = { typename: 'Tag', field: 'tags' };

const TAG_COLUMNS: readonly Column<TaxonomyTagFragment>[] = [
  { header: messages.slug, cell: (row) => <code dir="ltr">{row.slug}</code> },
];

export function TagsPanel({ access }: { access: Access }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const list = useTaxonomyList(TaxonomyTagsDocument, 'tags');
  const [target, setTarget] = useState<Target<TaxonomyTagFragment>>(null);
  const { save, destroy } = useListWrites<TagInput, TaxonomyTagFragment>(TAG_DOCUMENTS, TAG_PLACE);
  const remove = useRecordDelete(destroy);
  return (
    <PanelFrame
      title={messages.tabTags}
      access={access}
      list={list}
      create={{ label: listsMessages.newTag, onClick: () => setTarget({ record: null }) }}
      dialog={
        target ? (
          <NamedDialog
            record={target.record}
            listed={false}
            titles={{ create: listsMessages.newTag, edit: listsMessages.editTag }}
            access={access}
            save={save}
            onClose={() => setTarget(null)}
          />
        ) : null
      }
    >
      {({ tags }) =>
        tags.length === 0 ? (
          <p className="muted">{intl.formatMessage(listsMessages.tagsEmpty)}</p>
        ) : (
          <ListTable
            rows={tags}
            access={access}
            label={intl.formatMessage(messages.tabTags)}
            nameOf={(row) => labelIn(row.names, locale)}
            columns={TAG_COLUMNS}
            badgesOf={(row) => <RecordBadges labels={row.names} />}
            onEdit={(record) => setTarget({ record })}
            deleteMessages={{ confirmDelete: listsMessages.confirmDeleteTag }}
            onDelete={(row, name) => remove(row.id, name)}
          />
        )
      }
    </PanelFrame>
  );
}
