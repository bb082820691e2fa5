/**
 * The shop's CMS pages by French title: each with its address on the storefront (/page/{slug}, opened
 * in a new tab), whether it is published and when it last changed; opened to edit, deleted after a
 * confirmation. Online only for writes.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, commonMessages, sharedMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type { CmsPageRowFragment } from '../../__generated__/cms-pages/graphql';
import { CmsPageListDocument, CmsPagesShopDocument } from '../../__generated__/cms-pages/graphql';
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
import type { CmsPagesNavigate } from './navigation';
import { storefrontCmsPath } from './storefront-path';
import { cmsPagesTexts } from './texts';
import { useDeleteCmsPage } from './use-cms-writes';

function CmsPagesPageContent({ onNavigate }: { onNavigate: CmsPagesNavigate }) {
  return (
    <section className="page content-list">
      <ContentNav current="cmsPages" />
      <ListHeading
        title={messages.title}
        intro={messages.intro}
        newLabel={messages.newPage}
        onNew={() => onNavigate({ name: 'cmsPageNew' })}
      />
      <ShopGate query={CmsPagesShopDocument} failed={messages.shopFailed} loading={sharedMessages.loading}>
        {(shopUuid) => <CmsPageList shopUuid={shopUuid} />}
      </ShopGate>
    </section>
  );
}

function CmsPageList({ shopUuid }: { shopUuid: string }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const list = useQuery(CmsPageListDocument, { variables: { shopUuid }, fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const pages = list.data?.cmsPages;
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
      {pages?.length === 0 ? <p className="muted">{intl.formatMessage(messages.empty)}</p> : null}
      {pages && pages.length > 0 ? (
        <div className="content-list__wrap">
          <table className="table content-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.columnTitle)}</th>
                <th scope="col">{intl.formatMessage(contentEditingMessages.columnAddress)}</th>
                <th scope="col">{intl.formatMessage(commonMessages.status)}</th>
                <th scope="col">{intl.formatMessage(contentEditingMessages.columnUpdated)}</th>
                <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <CmsPageRow key={page.id} page={page} writable={online} onNotice={setNotice} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

interface RowProps {
  readonly page: CmsPageRowFragment;
  readonly writable: boolean;
  readonly onNotice: (notice: Notice) => void;
}

function CmsPageRow({ page, writable, onNotice }: RowProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const deletePage = useDeleteCmsPage();
  const [busy, setBusy] = useState(false);
  const name = page.title[locale] || page.title.fr;
  const remove = async () => {
    setBusy(true);
    const outcome = await deletePage(page.id);
    setBusy(false);
    onNotice(
      outcome.ok
        ? { ok: true, text: intl.formatMessage(messages.deleted) }
        : { ok: false, text: intl.formatMessage(outcome.message) },
    );
    return outcome.ok;
  };
  return (
    <tr>
      <th scope="row">
        <Link to={pathOf({ name: 'cmsPage', id: page.id })}>{name}</Link>
      </th>
      <td
        data-label={intl.formatMessage(contentEditingMessages.columnAddress)}
        dir="ltr"
        className="content-list__address"
      >
        {page.published ? (
          <a href={storefrontCmsPath(page.slug)} target="_blank" rel="noopener noreferrer">
            {storefrontCmsPath(page.slug)}
          </a>
        ) : (
          storefrontCmsPath(page.slug)
        )}
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
        <div className="content-list__actions">
          <Link
            to={pathOf({ name: 'cmsPage', id: page.id })}
            aria-label={intl.formatMessage(messages.editOf, { name })}
          >
            {intl.formatMessage(messages.editLink)}
          </Link>
          <ConfirmDelete
            name={name}
            messages={{ confirmDelete: messages.confirmDelete }}
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
export function CmsPagesPage(props: ComponentProps<typeof CmsPagesPageContent>) {
  return (
    <CatalogueScope catalogue={cmsPagesTexts}>
      <CmsPagesPageContent {...props} />
    </CatalogueScope>
  );
}
