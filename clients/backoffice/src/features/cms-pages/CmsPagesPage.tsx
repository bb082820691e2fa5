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
import { CatalogueScope, commonMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import type { CmsPageRowFragment } from '../../__generated__/cms-pages/graphql';
import { CmsPageListDocument, CmsPagesShopDocument } from '../../__generated__/cms-pages/graphql';
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
  StorefrontAddress,
  UpdatedCell,
  contentEditingMessages,
  useRowWrite,
} from '../content-editing';
import { pathOf } from '../shell';
import { messages } from './messages';
import type { CmsPagesNavigate } from './navigation';
import { storefrontCmsPath } from './storefront-path';
import { cmsPagesTexts } from './texts';
import { useDeleteCmsPage } from './use-cms-writes';

const COLUMNS = [
  messages.columnTitle,
  contentEditingMessages.columnAddress,
  commonMessages.status,
  contentEditingMessages.columnUpdated,
  commonMessages.actions,
];

function CmsPagesPageContent({ onNavigate }: { onNavigate: CmsPagesNavigate }) {
  return (
    <ContentListScreen
      current="cmsPages"
      title={messages.title}
      intro={messages.intro}
      newLabel={messages.newPage}
      onNew={() => onNavigate({ name: 'cmsPageNew' })}
      shopQuery={CmsPagesShopDocument}
      shopFailed={messages.shopFailed}
    >
      {(shopUuid) => <CmsPageList shopUuid={shopUuid} />}
    </ContentListScreen>
  );
}

function CmsPageList({ shopUuid }: { shopUuid: string }) {
  const { online } = useOnlineStatus();
  const list = useQuery(CmsPageListDocument, { variables: { shopUuid }, fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const pages = list.data?.cmsPages;
  return (
    <>
      <OfflineNote online={online} message={messages.offline} />
      <ListStatus
        notice={notice}
        list={list}
        count={pages?.length}
        failed={messages.listFailed}
        empty={messages.empty}
      />
      {pages && pages.length > 0 ? (
        <ContentTable columns={COLUMNS}>
          {pages.map((page) => (
            <CmsPageRow key={page.id} page={page} writable={online} onNotice={setNotice} />
          ))}
        </ContentTable>
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
  const { busy, run } = useRowWrite(onNotice);
  const name = page.title[locale] || page.title.fr;
  const editPath = pathOf({ name: 'cmsPage', id: page.id });
  return (
    <tr>
      <th scope="row">
        <Link to={editPath}>{name}</Link>
      </th>
      <ContentCell label={contentEditingMessages.columnAddress} dir="ltr" className="content-list__address">
        <StorefrontAddress path={storefrontCmsPath(page.slug)} linked={page.published} />
      </ContentCell>
      <StatusCell published={page.published} />
      <UpdatedCell at={page.updatedAt} />
      <ActionsCell>
        <Link to={editPath} aria-label={intl.formatMessage(messages.editOf, { name })}>
          {intl.formatMessage(messages.editLink)}
        </Link>
        <ConfirmDelete
          name={name}
          messages={{ confirmDelete: messages.confirmDelete }}
          disabled={!writable}
          busy={busy}
          onConfirm={() => run(() => deletePage(page.id), messages.deleted)}
        />
      </ActionsCell>
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
