/**
 * The blog's posts, newest first: a title search (settled for 300 ms) and pages, both kept in the
 * address (`q`, `page`); each row with its thumbnail, categories, state and date, its storefront
 * address, an edit link and a delete asked first. Online only for writes.
 */
import { useCallback, useId, useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, commonMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type { BlogPostRowFragment } from '../../__generated__/blog-editor/graphql';
import {
  BlogCategoryListDocument,
  BlogEditorShopDocument,
  BlogPostListDocument,
} from '../../__generated__/blog-editor/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import type { Notice } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { Pager } from '../../components/Pager';
import { SearchField } from '../../components/SearchField';
import {
  ActionsCell,
  ContentCell,
  ContentListScreen,
  ContentTable,
  ListStatus,
  StatusCell,
  StorefrontAddress,
  contentEditingMessages,
  useRowWrite,
} from '../content-editing';
import { pathOf } from '../shell';
import { messages } from './messages';
import type { BlogNavigate } from './navigation';
import { storefrontPostPath } from './storefront-path';
import { blogEditorTexts } from './texts';
import { useDeleteBlogPost } from './use-blog-writes';
import './blog-editor.css';

const PAGE_SIZE = 24;

const COLUMNS = [
  messages.postTitle,
  contentEditingMessages.navBlogCategories,
  commonMessages.status,
  messages.columnCreated,
  commonMessages.actions,
];

function BlogPostsPageContent({ onNavigate }: { onNavigate: BlogNavigate }) {
  return (
    <ContentListScreen
      current="blogPosts"
      className="blog-editor"
      title={messages.postsTitle}
      intro={messages.postsIntro}
      newLabel={messages.newPost}
      onNew={() => onNavigate({ name: 'blogPostNew' })}
      shopQuery={BlogEditorShopDocument}
      shopFailed={messages.shopFailed}
    >
      {(shopUuid) => <PostList shopUuid={shopUuid} />}
    </ContentListScreen>
  );
}

function usePostAddress() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = useCallback(
    (next: { q?: string; page?: number }) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q) out.set('q', next.q);
          else out.delete('q');
          out.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
        }
        return out;
      }),
    [setParams],
  );
  return { search, page, set };
}

function PostList({ shopUuid }: { shopUuid: string }) {
  const intl = useIntl();
  const id = useId();
  const { online } = useOnlineStatus();
  const address = usePostAddress();
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = useQuery(BlogPostListDocument, {
    variables: { shopUuid, page: address.page, pageSize: PAGE_SIZE, search: address.search || null },
    fetchPolicy: 'cache-and-network',
  });
  const categories = useQuery(BlogCategoryListDocument, { variables: { shopUuid } });
  const names = new Map(
    (categories.data?.blogCategories ?? []).map((category) => [category.id, category.name]),
  );
  const answer = list.data?.blogPosts;
  const { set } = address;
  const onSearch = useCallback((q: string) => set({ q }), [set]);

  return (
    <>
      <OfflineNote online={online} message={messages.offline} />
      <div className="blog-editor__filters">
        <SearchField
          id={`${id}-search`}
          className="content-field"
          label={intl.formatMessage(messages.search)}
          name="q"
          value={address.search}
          onSearch={onSearch}
        />
      </div>
      <ListStatus
        notice={notice}
        list={list}
        count={answer?.items.length}
        failed={messages.listFailed}
        empty={address.search ? messages.noMatch : messages.empty}
      />
      {answer && answer.items.length > 0 ? (
        <ContentTable columns={COLUMNS}>
          {answer.items.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              categoryNames={post.categoryIds.map(
                (categoryId) => names.get(categoryId)?.fr ?? `#${categoryId}`,
              )}
              writable={online}
              onNotice={setNotice}
            />
          ))}
        </ContentTable>
      ) : null}
      {answer && answer.totalCount > 0 ? (
        <Pager
          page={address.page}
          pageSize={answer.pageSize}
          totalCount={answer.totalCount}
          messages={messages}
          onPage={(page) => address.set({ page })}
        />
      ) : null}
    </>
  );
}

interface RowProps {
  readonly post: BlogPostRowFragment;
  readonly categoryNames: readonly string[];
  readonly writable: boolean;
  readonly onNotice: (notice: Notice) => void;
}

function PostRow({ post, categoryNames, writable, onNotice }: RowProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const deletePost = useDeleteBlogPost();
  const { busy, run } = useRowWrite(onNotice);
  const name = post.title[locale] || post.title.fr;
  const editPath = pathOf({ name: 'blogPost', id: post.id });
  return (
    <tr>
      <th scope="row">
        <span className="blog-editor__post">
          {post.thumbnailUrl ? (
            <img className="blog-editor__thumb" src={post.thumbnailUrl} alt="" width={48} height={36} />
          ) : null}
          <span>
            <Link to={editPath}>{name}</Link>
            <span className="blog-editor__slug" dir="ltr">
              <StorefrontAddress path={storefrontPostPath(post.slug)} linked={post.published} />
            </span>
          </span>
        </span>
      </th>
      <ContentCell label={contentEditingMessages.navBlogCategories}>
        {categoryNames.length > 0 ? categoryNames.join(', ') : intl.formatMessage(messages.noCategory)}
      </ContentCell>
      <StatusCell published={post.published} />
      <ContentCell label={messages.columnCreated}>
        {intl.formatDate(post.createdAt, { dateStyle: 'medium' })}
      </ContentCell>
      <ActionsCell>
        <Link to={editPath} aria-label={intl.formatMessage(messages.editOf, { name })}>
          {intl.formatMessage(messages.editLink)}
        </Link>
        <ConfirmDelete
          name={name}
          messages={{ confirmDelete: messages.confirmDelete }}
          disabled={!writable}
          busy={busy}
          onConfirm={() => run(() => deletePost(post.id), messages.deleted)}
        />
      </ActionsCell>
    </tr>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function BlogPostsPage(props: ComponentProps<typeof BlogPostsPageContent>) {
  return (
    <CatalogueScope catalogue={blogEditorTexts}>
      <BlogPostsPageContent {...props} />
    </CatalogueScope>
  );
}
