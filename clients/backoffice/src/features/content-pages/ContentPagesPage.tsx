/**
 * The shop's pages made of blocks: the home (always there, first) and the landing pages by title,
 * each with its block count and whether the shop shows it. A landing page is created, renamed, put
 * online or taken off and deleted (asked first) here; "Compose" opens its block editor. Online only
 * for writes, like the other shop-wide screens.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, commonMessages, sharedMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type { ContentPageRowFragment } from '../../__generated__/content-pages/graphql';
import { ContentPageListDocument, ContentPagesShopDocument } from '../../__generated__/content-pages/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { ListHeading } from '../../components/ListHeading';
import { NoticeLine } from '../../components/NoticeLine';
import type { Notice } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { ContentNav, contentEditingMessages } from '../content-editing';
import { pathOf } from '../shell';
import { messages } from './messages';
import type { ContentPagesNavigate } from './navigation';
import { PageTitleForm } from './PageTitleForm';
import { titleIn } from './titles';
import { contentPagesTexts } from './texts';
import { useDeletePage, useSavePage } from './use-page-writes';
import './content-pages.css';

function ContentPagesPageContent({ onNavigate }: { onNavigate: ContentPagesNavigate }) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  return (
    <section className="page content-pages">
      <ContentNav current="contentPages" />
      <ListHeading
        title={messages.title}
        intro={messages.intro}
        newLabel={messages.newPage}
        onNew={() => setCreating(true)}
      />
      <ShopGate
        query={ContentPagesShopDocument}
        failed={messages.shopFailed}
        loading={sharedMessages.loading}
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
      </ShopGate>
    </section>
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
      <NoticeLine notice={notice} />
      {list.error && !pages ? (
        <RetryAlert
          message={messages.listFailed}
          onRetry={() => void list.refetch().catch(() => undefined)}
        />
      ) : null}
      {!pages && !list.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {pages ? (
        <div className="content-pages__table-wrap">
          <table className="table content-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.columnPage)}</th>
                <th scope="col">{intl.formatMessage(messages.columnAddress)}</th>
                <th scope="col">{intl.formatMessage(messages.columnBlocks)}</th>
                <th scope="col">{intl.formatMessage(commonMessages.status)}</th>
                <th scope="col">{intl.formatMessage(contentEditingMessages.columnUpdated)}</th>
                <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <PageRow
                  key={page.id}
                  page={page}
                  writable={online}
                  onRename={() => setRenaming(page)}
                  onNotice={setNotice}
                />
              ))}
            </tbody>
          </table>
        </div>
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
  const [busy, setBusy] = useState(false);
  const isHome = page.slug === null;
  const name = isHome ? intl.formatMessage(messages.home) : titleIn(page.title, locale);
  const togglePublished = async () => {
    setBusy(true);
    const { fr, en, ar } = page.title;
    const outcome = await savePage({ id: page.id, title: { fr, en, ar }, published: !page.published });
    setBusy(false);
    onNotice(
      outcome.ok
        ? { ok: true, text: intl.formatMessage(messages.pageSaved) }
        : { ok: false, text: intl.formatMessage(outcome.message) },
    );
  };
  const remove = async () => {
    setBusy(true);
    const outcome = await deletePage(page.id);
    setBusy(false);
    onNotice(
      outcome.ok
        ? { ok: true, text: intl.formatMessage(messages.pageDeleted) }
        : { ok: false, text: intl.formatMessage(outcome.message) },
    );
    return outcome.ok;
  };

  return (
    <tr>
      <th scope="row">
        <Link to={pathOf({ name: 'contentPage', id: page.id })}>{name}</Link>
      </th>
      <td data-label={intl.formatMessage(messages.columnAddress)} className="content-pages__address">
        {isHome ? intl.formatMessage(messages.homeAddress) : <span dir="ltr">{page.slug}</span>}
      </td>
      <td data-label={intl.formatMessage(messages.columnBlocks)}>
        {intl.formatMessage(messages.blockCount, { count: page.blockCount })}
      </td>
      <td data-label={intl.formatMessage(commonMessages.status)}>
        <span className={page.published ? 'badge badge--ok' : 'badge badge--off'}>
          {intl.formatMessage(
            page.published ? contentEditingMessages.published : contentEditingMessages.unpublished,
          )}
        </span>
      </td>
      <td data-label={intl.formatMessage(contentEditingMessages.columnUpdated)}>
        {intl.formatDate(page.updatedAt, { dateStyle: 'short', timeStyle: 'short' })}
      </td>
      <td data-label={intl.formatMessage(commonMessages.actions)}>
        <div className="content-pages__actions">
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
          {isHome ? null : (
            <ConfirmDelete
              name={name}
              messages={{ confirmDelete: messages.confirmDelete }}
              disabled={!writable}
              busy={busy}
              onConfirm={remove}
            />
          )}
        </div>
      </td>
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
