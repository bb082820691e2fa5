/**
 * The blog's categories by rank, then name: each with its thumbnail, address, post count and whether
 * the shop shows it; created and edited in a modal, deleted after a confirmation (its posts stay).
 * Online only for writes.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, commonMessages, sharedMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type { BlogCategoryFieldsFragment } from '../../__generated__/blog-editor/graphql';
import { BlogCategoryListDocument, BlogEditorShopDocument } from '../../__generated__/blog-editor/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { ListHeading } from '../../components/ListHeading';
import { NoticeLine } from '../../components/NoticeLine';
import type { Notice } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { ContentNav, contentEditingMessages } from '../content-editing';
import { BlogCategoryForm } from './BlogCategoryForm';
import { categoryMessages } from './category-messages';
import { messages } from './messages';
import { blogEditorTexts } from './texts';
import { useDeleteBlogCategory } from './use-blog-writes';
import './blog-editor.css';

type Editing = { readonly category: BlogCategoryFieldsFragment | null } | null;

function BlogCategoriesPageContent() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="page content-list blog-editor">
      <ContentNav current="blogCategories" />
      <ListHeading
        title={categoryMessages.title}
        intro={categoryMessages.intro}
        newLabel={categoryMessages.newCategory}
        onNew={() => setEditing({ category: null })}
      />
      <ShopGate query={BlogEditorShopDocument} failed={messages.shopFailed} loading={sharedMessages.loading}>
        {(shopUuid) => <CategoryList shopUuid={shopUuid} editing={editing} onEdit={setEditing} />}
      </ShopGate>
    </section>
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
      <NoticeLine notice={notice} />
      {list.error && !categories ? (
        <RetryAlert
          message={categoryMessages.failed}
          onRetry={() => void list.refetch().catch(() => undefined)}
        />
      ) : null}
      {!categories && !list.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {categories?.length === 0 ? (
        <p className="muted">{intl.formatMessage(categoryMessages.empty)}</p>
      ) : null}
      {categories && categories.length > 0 ? (
        <div className="content-list__wrap">
          <table className="table content-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(categoryMessages.name)}</th>
                <th scope="col">{intl.formatMessage(contentEditingMessages.columnAddress)}</th>
                <th scope="col">{intl.formatMessage(categoryMessages.columnPosts)}</th>
                <th scope="col">{intl.formatMessage(commonMessages.status)}</th>
                <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
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
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const outcome = await deleteCategory(category.id);
    setBusy(false);
    onNotice(
      outcome.ok
        ? { ok: true, text: intl.formatMessage(categoryMessages.deleted) }
        : { ok: false, text: intl.formatMessage(outcome.message) },
    );
    return outcome.ok;
  };
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
      <td
        data-label={intl.formatMessage(contentEditingMessages.columnAddress)}
        dir="ltr"
        className="content-list__address"
      >{`/blog/categories/${category.slug}`}</td>
      <td data-label={intl.formatMessage(categoryMessages.columnPosts)}>
        {intl.formatNumber(category.postCount)}
      </td>
      <td data-label={intl.formatMessage(commonMessages.status)}>
        <span className={category.active ? 'badge badge--ok' : 'badge badge--off'}>
          {intl.formatMessage(
            category.active ? contentEditingMessages.published : contentEditingMessages.unpublished,
          )}
        </span>
      </td>
      <td data-label={intl.formatMessage(commonMessages.actions)}>
        <div className="content-list__actions">
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
            onConfirm={remove}
          />
        </div>
      </td>
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
