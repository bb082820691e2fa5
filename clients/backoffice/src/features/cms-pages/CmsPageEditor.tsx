/**
 * A CMS page's editor: a new page (the installation's shop) or a saved one, filled from the server's
 * first answer. A new page, once saved, is opened at its own address. Offline, what was read stays
 * readable and nothing can be saved; leaving unsaved changes asks first.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CatalogueScope, sharedMessages, useLocale, useOnlineStatus } from '@tijara/shared';
import { CmsPageFormDocument, CmsPagesShopDocument } from '../../__generated__/cms-pages/graphql';
import { EditorPage } from '../../components/EditorPage';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { ContentNav, contentEditingMessages, useLeaveGuard } from '../content-editing';
import { CmsPageForm } from './CmsPageForm';
import { storefrontCmsPath } from './storefront-path';
import { messages } from './messages';
import type { CmsPagesNavigate } from './navigation';
import { cmsPagesTexts } from './texts';

interface Props {
  /** null: a new page. */
  readonly cmsPageId: number | null;
  readonly onNavigate: CmsPagesNavigate;
}

function CmsPageEditorContent({ cmsPageId, onNavigate }: Props) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  return (
    <>
      <ContentNav current="cmsPages" />
      <EditorPage
        className="content-list"
        online={online}
        backLabel={messages.backToList}
        offline={messages.offline}
        onBack={() => leave.guard(() => onNavigate({ name: 'cmsPages' }))}
      >
        {cmsPageId === null ? (
          <>
            <h1>{intl.formatMessage(messages.newPage)}</h1>
            <ShopGate
              query={CmsPagesShopDocument}
              failed={messages.shopFailed}
              loading={sharedMessages.loading}
            >
              {(shopUuid) => (
                <CmsPageForm
                  page={null}
                  shopUuid={shopUuid}
                  online={online}
                  onDirty={setDirty}
                  onSaved={(page) => onNavigate({ name: 'cmsPage', id: page.id })}
                />
              )}
            </ShopGate>
          </>
        ) : (
          <SavedCmsPage id={cmsPageId} online={online} onDirty={setDirty} />
        )}
      </EditorPage>
      {leave.dialog}
    </>
  );
}

function SavedCmsPage({
  id,
  online,
  onDirty,
}: {
  id: number;
  online: boolean;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const detail = useQuery(CmsPageFormDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const page = detail.data?.cmsPageDetail;
  const answered = detail.networkStatus !== NetworkStatus.loading || Boolean(detail.error);
  if (!page || !answered) {
    return detail.error && !page ? (
      <RetryAlert
        message={messages.pageFailed}
        onRetry={() => void detail.refetch().catch(() => undefined)}
      />
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
    );
  }
  return (
    <>
      <div className="content-form__head">
        <h1>{intl.formatMessage(messages.editTitle, { name: page.title[locale] || page.title.fr })}</h1>
        {page.published ? (
          <a href={storefrontCmsPath(page.slug)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(contentEditingMessages.openOnStorefront)}{' '}
            <span className="muted">{intl.formatMessage(contentEditingMessages.newTab)}</span>
          </a>
        ) : null}
      </div>
      <CmsPageForm
        key={id}
        page={page}
        shopUuid=""
        online={online}
        onDirty={onDirty}
        onSaved={() => undefined}
      />
    </>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function CmsPageEditor(props: ComponentProps<typeof CmsPageEditorContent>) {
  return (
    <CatalogueScope catalogue={cmsPagesTexts}>
      <CmsPageEditorContent {...props} />
    </CatalogueScope>
  );
}
