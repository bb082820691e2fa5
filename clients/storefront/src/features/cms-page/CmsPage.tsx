/**
 * A CMS page (/page/{slug}: delivery, terms of sale...): its title, body (staff HTML, sanitised by the
 * server) and the date of its last change. Read Dexie first and the network second, like the
 * catalogue pages, so a page read once opens offline with the quiet "from this device" note, and a
 * change published in the back office shows on the next load. An unknown or unpublished slug is the
 * not-found page.
 */
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { CatalogueScope, errorMessage, sharedMessages } from '@tijara/shared';
import { CmsPageDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { usePageTitle } from '../../app/page-title';
import { DeviceCopyNote } from '../device-copy';
import { RichText } from '../rich-text';
import { NotFoundPage } from '../shell';
import { catalogue } from './catalogue';
import { messages } from './messages';
import './cms-page.css';

export function CmsPage() {
  return (
    <CatalogueScope catalogue={catalogue}>
      <CmsPageContent />
    </CatalogueScope>
  );
}

function CmsPageContent() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const state = useCatalogQuery(CmsPageDocument, { slug });
  const answered = state.current && state.data !== undefined;
  const page = answered ? state.data?.cmsPage : undefined;
  usePageTitle(page?.title);

  if (answered && !page) return <NotFoundPage />;
  if (!page) {
    if (state.error) {
      return (
        <section className="route-message" role="alert">
          <h1>{intl.formatMessage(messages.loadFailed)}</h1>
          <p>{intl.formatMessage(errorMessage(state.error.verdict))}</p>
          <button type="button" className="button" onClick={state.retry}>
            {intl.formatMessage(sharedMessages.retry)}
          </button>
        </section>
      );
    }
    return (
      <div className="page-loading" role="status" aria-live="polite">
        {intl.formatMessage(sharedMessages.loading)}
      </div>
    );
  }
  return (
    <>
      {state.fromDevice ? <DeviceCopyNote savedAt={state.savedAt} onRetry={state.retry} /> : null}
      <article className="cms-page">
        <h1 className="cms-page__title">{page.title}</h1>
        <RichText className="cms-page__body" html={page.html} />
        <p className="cms-page__updated">
          {intl.formatMessage(messages.updatedOn, {
            date: intl.formatDate(page.updatedAt, { dateStyle: 'long' }),
          })}
        </p>
      </article>
    </>
  );
}
