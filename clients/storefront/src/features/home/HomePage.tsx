/**
 * The home page: the page staff composed in the back office (storefrontPage without a slug), its
 * blocks drawn in order through the module dispatcher, each with the data its block brings (one
 * answer). While no home is published (the server answers null, or the published home shows no
 * block now) the default home stays: the promo banner, then the default modules (categories, deals,
 * featured, new and discounted products, brands), so a shop without content still shows a shop.
 * Read Dexie first and the network second: a home seen once opens offline, and a change published
 * in the back office shows on the next load. Until the first answer, a home served with the hint of
 * the banner it opens with draws that banner at once (LeadHint.tsx): the page's largest paint is then
 * its first.
 */
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { StorefrontHomeDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { usePageTitle } from '../../app/page-title';
import { useShopName } from '../shop';
import { homePageCatalogue } from './catalogue';
import { ComposedBlocks, PageWaiting, drawnBlocks, preloadLeadImage } from './ComposedPage';
import { LeadHintBlocks } from './LeadHint';
import { useLeadHint } from './lead-hint';
import { messages } from './messages';
import { fromContentModules } from './modules';
import './home.css';

const DefaultHome = fromContentModules((chunk) => chunk.DefaultHome);

export function HomePage() {
  return (
    <CatalogueScope catalogue={homePageCatalogue}>
      <HomeContent />
    </CatalogueScope>
  );
}

function HomeContent() {
  const intl = useIntl();
  const shop = useShopName();
  usePageTitle();
  const home = useCatalogQuery(StorefrontHomeDocument, {});
  // Blocks of a type this storefront draws: an old type alone does not make a composed home.
  const blocks = drawnBlocks(home.data?.storefrontPage);
  const answered = home.data !== undefined || home.error !== undefined;
  const hint = useLeadHint(!answered && blocks.length === 0);
  preloadLeadImage(blocks[0]);
  return (
    <div className="home">
      <h1 className="tijara-visually-hidden">{intl.formatMessage(messages.welcome, { shop })}</h1>
      {blocks.length > 0 ? (
        <ComposedBlocks blocks={blocks} state={home} />
      ) : answered ? (
        <Suspense fallback={<PageWaiting />}>
          <DefaultHome />
        </Suspense>
      ) : hint ? (
        <LeadHintBlocks hint={hint} />
      ) : (
        <PageWaiting />
      )}
    </div>
  );
}
