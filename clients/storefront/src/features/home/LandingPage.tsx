/**
 * A landing page (/landing/{slug}): a page staff composed in the back office like the home (Ramadan,
 * back to school...), its blocks drawn through the home's module dispatcher from one answer, its
 * first banner the lead image. Read Dexie first and the network second, like the home, so a page seen
 * once opens offline with the quiet note, and a change published shows on the next load. A slug no
 * published page has is the not-found page (the server answers that navigation 404). Until its
 * answer, a page served with the hint of the banner it opens with draws that banner (LeadHint.tsx).
 */
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { CatalogueScope, catalogueOf, errorMessage, joinCatalogues, sharedMessages } from '@tijara/shared';
import { StorefrontLandingDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { usePageTitle } from '../../app/page-title';
import { NotFoundPage } from '../shell';
import { homePageCatalogue } from './catalogue';
import { ComposedBlocks, PageWaiting, drawnBlocks, preloadLeadImage } from './ComposedPage';
import { LeadHintBlocks } from './LeadHint';
import { useLeadHint } from './lead-hint';
import { landingMessages } from './landing-messages';
import { landingTranslations } from './landing-translations';
import './home.css';

const landingCatalogue = joinCatalogues([
  homePageCatalogue,
  catalogueOf(landingMessages, landingTranslations),
]);

export function LandingPage() {
  return (
    <CatalogueScope catalogue={landingCatalogue}>
      <LandingContent />
    </CatalogueScope>
  );
}

function LandingContent() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const state = useCatalogQuery(StorefrontLandingDocument, { slug });
  const answered = state.current && state.data !== undefined;
  const page = answered ? state.data?.storefrontPage : undefined;
  const blocks = drawnBlocks(page);
  usePageTitle(page?.title);
  const hint = useLeadHint(!answered && !state.error);
  preloadLeadImage(blocks[0]);

  if (answered && !page) return <NotFoundPage />;
  if (!page) {
    if (hint)
      return (
        <div className="home">
          <LeadHintBlocks hint={hint} />
        </div>
      );
    if (!state.error) return <PageWaiting />;
    return (
      <section className="route-message" role="alert">
        <h1>{intl.formatMessage(landingMessages.loadFailed)}</h1>
        <p>{intl.formatMessage(errorMessage(state.error.verdict))}</p>
        <button type="button" className="button" onClick={state.retry}>
          {intl.formatMessage(sharedMessages.retry)}
        </button>
      </section>
    );
  }
  return (
    <div className="home">
      {/* Its blocks carry their own headings; the page's title names it for those who read by headings. */}
      <h1 className="tijara-visually-hidden">{page.title}</h1>
      <ComposedBlocks blocks={blocks} state={state} />
    </div>
  );
}
