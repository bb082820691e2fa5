/**
 * The shop's pages made of blocks: the home (always there, first) and the landing pages by title,
 * each with its storefront address, block count and whether the shop shows it (then a link opens it
 * there in a new tab). A landing page is created, renamed, put online or taken off and deleted (asked
 * first) here; "Compose" opens its block editor. Online only for writes, like the other shop-wide
 * screens.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, commonMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type { ContentPageRowFragment } from '../../__generated__/content-pages/graphql';
import { ContentPageListDocument, ContentPagesShopDocument } from '../../__generated__/content-pages/graphql';
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
  StorefrontLink,
  UpdatedCell,
  contentEditingMessages,
  useRowWrite,
} from '../content-editing';
import { pathOf } from '../shell';
import { messages } from './messages';
import type { ContentPagesNavigate } from './navigation';
import { PageTitleForm } from './PageTitleForm';
import { storefrontPagePath } from './storefront-path';
import { titleIn } from './titles';
import { contentPagesTexts } from './texts';
import { useDeletePage, useSavePage } from './use-page-writes';
import './content-pages.css';

const COLUMNS = [
  messages.columnPage,
  messages.columnAddress,
  messages.columnBlocks,
  commonMessages.status,
  contentEditingMessages.columnUpdated,
  commonMessages.actions,
];

function ContentPagesPageContent({ onNavigate }: { onNavigate: ContentPagesNavigate }) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  return (
    <ContentListScreen
      current="contentPages"
      className="content-pages"
      title={messages.title}
      intro={messages.intro}
      newLabel={messages.newPage}
      onNew={() => setCreating(true)}
      shopQuery={ContentPagesShopDocument}
      shopFailed={messages.shopFailed}
    >
      {(shopUuid) => (
        <>
          <PageList shopUuid={shopUuid} />
          <PageTitleForm
            open={creating}
            title={intl.formatMessage(messages.newPage)}
            page={null}
            shopUuid={shopUuid}
            onClose={() => setCreating(false)}
            onSaved={(page) => onNavigate({ name: 'contentPage', id: page.id })}
          />
        </>
      )}
    </ContentListScreen>
  );
}

function PageList({ shopUuid }: { shopUuid: string }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const list = useQuery(ContentPageListDocument, {
    variables: { shopUuid },
    fetchPolicy: 'cache-and-network',
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [renaming, setRenaming] = useState<ContentPageRowFragment | null>(null);
  const { locale } = useLocale();
  const pages = list.data?.contentPages;
  return (
    <>
      <OfflineNote online={online} message={messages.offline} />
      <ListStatus notice={notice} list={list} count={pages?.length} failed={messages.listFailed} />
      {pages ? (
        <ContentTable columns={COLUMNS}>
          {pages.map((page) => (
            <PageRow
              key={page.id}
              page={page}
              writable={online}
              onRename={() => setRenaming(page)}
              onNotice={setNotice}
            />
          ))}
        </ContentTable>
      ) : null}
      <PageTitleForm
        open={renaming !== null}
        title={intl.formatMessage(messages.renameTitle, {
          name: renaming ? titleIn(renaming.title, locale) : '',
        })}
        page={renaming}
        shopUuid={shopUuid}
        onClose={() => setRenaming(null)}
        onSaved={() => setNotice({ ok: true, text: intl.formatMessage(messages.pageSaved) })}
      />
    </>
  );
}

interface RowProps {
  readonly page: ContentPageRowFragment;
  readonly writable: boolean;
  readonly onRename: () => void;
  readonly onNotice: (notice: Notice) => void;
}

function PageRow({ page, writable, onRename, onNotice }: RowProps) {
  const intl = useIntl();
  const savePage = useSavePage();
  const deletePage = useDeletePage();
  const { locale } = useLocale();
  const { busy, run } = useRowWrite(onNotice);
  const isHome = page.slug === null;
  const name = isHome ? intl.formatMessage(messages.home) : titleIn(page.title, locale);
  const togglePublished = () => {
    const { fr, en, ar } = page.title;
    return run(
      () => savePage({ id: page.id, title: { fr, en, ar }, published: !page.published }),
      messages.pageSaved,
    );
  };

  return (
    <tr>
      <th scope="row">
        <Link to={pathOf({ name: 'contentPage', id: page.id })}>{name}</Link>
      </th>
      <ContentCell label={messages.columnAddress} className="content-list__address">
        {isHome ? (
          intl.formatMessage(messages.homeAddress)
        ) : (
          <span dir="ltr">{storefrontPagePath(page.slug)}</span>
        )}
      </ContentCell>
      <ContentCell label={messages.columnBlocks}>
        {intl.formatMessage(messages.blockCount, { count: page.blockCount })}
      </ContentCell>
      <StatusCell published={page.published} />
      <UpdatedCell at={page.updatedAt} />
      <ActionsCell>
        <Link
          className="button button--link"
          to={pathOf({ name: 'contentPage', id: page.id })}
          aria-label={intl.formatMessage(messages.composeOf, { name })}
        >
          {intl.formatMessage(messages.compose)}
        </Link>
        {isHome ? null : (
          <button
            type="button"
            className="link-button"
            disabled={!writable || busy}
            aria-label={intl.formatMessage(messages.renameOf, { name })}
            onClick={onRename}
          >
            {intl.formatMessage(messages.rename)}
          </button>
        )}
        <button
          type="button"
          className="link-button"
          disabled={!writable || busy}
          onClick={() => void togglePublished()}
        >
          {intl.formatMessage(page.published ? messages.unpublish : messages.publish)}
        </button>
        {page.published ? <StorefrontLink path={storefrontPagePath(page.slug)} name={name} /> : null}
        {isHome ? null : (
          <ConfirmDelete
            name={name}
            messages={{ confirmDelete: messages.confirmDelete }}
            disabled={!writable}
            busy={busy}
            onConfirm={() => run(() => deletePage(page.id), messages.pageDeleted)}
          />
        )}
      </ActionsCell>
    </tr>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ContentPagesPage(props: ComponentProps<typeof ContentPagesPageContent>) {
  return (
    <CatalogueScope catalogue={contentPagesTexts}>
      <ContentPagesPageContent {...props} />
    </CatalogueScope>
  );
}
