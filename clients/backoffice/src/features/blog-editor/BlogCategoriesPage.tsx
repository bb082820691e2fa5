/**
 * The blog's categories by rank, then name: each with its thumbnail, address, post count and whether
 * the shop shows it; created and edited in a modal, deleted after a confirmation (its posts stay).
 * Online only for writes.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, commonMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type { BlogCategoryFieldsFragment } from '../../__generated__/blog-editor/graphql';
import { BlogCategoryListDocument, BlogEditorShopDocument } from '../../__generated__/blog-editor/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import type { Notice } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import {
  ActionsCell,
  ContentCell,
  ContentListScreen,
  ContentTable,
  ListStatus,
  StatusCell,
  contentEditingMessages,
  useRowWrite,
} from '../content-editing';
import { BlogCategoryForm } from './BlogCategoryForm';
import { categoryMessages } from './category-messages';
import { messages } from './messages';
import { blogEditorTexts } from './texts';
import { useDeleteBlogCategory } from './use-blog-writes';
import './blog-editor.css';

type Editing = { readonly category: BlogCategoryFieldsFragment | null } | null;

const COLUMNS = [
  categoryMessages.name,
  contentEditingMessages.columnAddress,
  categoryMessages.columnPosts,
  commonMessages.status,
  commonMessages.actions,
];

function BlogCategoriesPageContent() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <ContentListScreen
      current="blogCategories"
      className="blog-editor"
      title={categoryMessages.title}
      intro={categoryMessages.intro}
      newLabel={categoryMessages.newCategory}
      onNew={() => setEditing({ category: null })}
      shopQuery={BlogEditorShopDocument}
      shopFailed={messages.shopFailed}
    >
      {(shopUuid) => <CategoryList shopUuid={shopUuid} editing={editing} onEdit={setEditing} />}
    </ContentListScreen>
  );
}

interface ListProps {
  readonly shopUuid: string;
  readonly editing: Editing;
  readonly onEdit: (editing: Editing) => void;
}

function CategoryList({ shopUuid, editing, onEdit }: ListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { online } = useOnlineStatus();
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = useQuery(BlogCategoryListDocument, {
    variables: { shopUuid },
    fetchPolicy: 'cache-and-network',
  });
  const categories = list.data?.blogCategories;
  const nameOf = (category: BlogCategoryFieldsFragment) => category.name[locale] || category.name.fr;
  return (
    <>
      <OfflineNote online={online} message={messages.offline} />
      <ListStatus
        notice={notice}
        list={list}
        count={categories?.length}
        failed={categoryMessages.failed}
        empty={categoryMessages.empty}
      />
      {categories && categories.length > 0 ? (
        <ContentTable columns={COLUMNS}>
          {categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              name={nameOf(category)}
              writable={online}
              onEdit={() => onEdit({ category })}
              onNotice={setNotice}
            />
          ))}
        </ContentTable>
      ) : null}
      <BlogCategoryForm
        open={editing !== null}
        title={
          editing?.category
            ? intl.formatMessage(categoryMessages.editTitle, { name: nameOf(editing.category) })
            : intl.formatMessage(categoryMessages.newCategory)
        }
        category={editing?.category ?? null}
        shopUuid={shopUuid}
        onClose={() => onEdit(null)}
        onSaved={() => setNotice({ ok: true, text: intl.formatMessage(categoryMessages.saved) })}
      />
    </>
  );
}

interface RowProps {
  readonly category: BlogCategoryFieldsFragment;
  readonly name: string;
  readonly writable: boolean;
  readonly onEdit: () => void;
  readonly onNotice: (notice: Notice) => void;
}

function CategoryRow({ category, name, writable, onEdit, onNotice }: RowProps) {
  const intl = useIntl();
  const deleteCategory = useDeleteBlogCategory();
  const { busy, run } = useRowWrite(onNotice);
  return (
    <tr>
      <th scope="row">
        <span className="blog-editor__post">
          {category.thumbnailUrl ? (
            <img className="blog-editor__thumb" src={category.thumbnailUrl} alt="" width={48} height={36} />
          ) : null}
          {name}
        </span>
      </th>
      <ContentCell label={contentEditingMessages.columnAddress} dir="ltr" className="content-list__address">
        {`/blog/categories/${category.slug}`}
      </ContentCell>
      <ContentCell label={categoryMessages.columnPosts}>{intl.formatNumber(category.postCount)}</ContentCell>
      <StatusCell published={category.active} />
      <ActionsCell>
        <button
          type="button"
          className="link-button"
          aria-label={intl.formatMessage(categoryMessages.editOf, { name })}
          onClick={onEdit}
        >
          {intl.formatMessage(categoryMessages.editLink)}
        </button>
        <ConfirmDelete
          name={name}
          messages={{ confirmDelete: categoryMessages.confirmDelete }}
          disabled={!writable}
          busy={busy}
          onConfirm={() => run(() => deleteCategory(category.id), categoryMessages.deleted)}
        />
      </ActionsCell>
    </tr>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function BlogCategoriesPage() {
  return (
    <CatalogueScope catalogue={blogEditorTexts}>
      <BlogCategoriesPageContent />
    </CatalogueScope>
  );
}
