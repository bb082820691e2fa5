/**
 * The home page: the page staff composed in the back office (storefrontPage without a slug), its
 * blocks drawn in order through the module dispatcher, each with the data its block brings (one
 * answer). While no home is published (the server answers null, or the published home shows no
 * block now) the default home stays: the promo banner, then the default modules (categories, deals,
 * featured, new and discounted products, brands), so a shop without content still shows a shop.
 * Read Dexie first and the network second: a home seen once opens offline, and a change published
 * in the back office shows on the next load.
 */
import { Suspense, useEffect } from 'react';
import { preload } from 'react-dom';
import { useIntl } from 'react-intl';
import { CatalogueScope } from '@tijara/shared';
import { StorefrontHomeDocument } from '../../__generated__/graphql';
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import type { CatalogQueryState } from '../../app/data';
import { usePageTitle } from '../../app/page-title';
import { DeviceCopyNote } from '../device-copy';
import { useShopName } from '../shop';
import { bannerSources } from './BannerPicture';
import { homePageCatalogue } from './catalogue';
import { messages } from './messages';
import { HomeModule, blockModule, fromContentModules, loadContentModules, moduleOf } from './modules';
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
  const blocks = home.data?.storefrontPage?.blocks.filter((block) => moduleOf(block.type)) ?? [];
  const answered = home.data !== undefined || home.error !== undefined;
  preloadLeadImage(blocks[0]);
  return (
    <div className="home">
      <h1 className="tijara-visually-hidden">{intl.formatMessage(messages.welcome, { shop })}</h1>
      {blocks.length > 0 ? (
        <ComposedHome blocks={blocks} state={home} />
      ) : answered ? (
        <Suspense fallback={<PageWaiting />}>
          <DefaultHome />
        </Suspense>
      ) : (
        <PageWaiting />
      )}
    </div>
  );
}

/**
 * A banner opening the page is its largest paint: its download starts as soon as the answer names
 * it, before the rest of the page is drawn (React's preload; the same sources as its <img>).
 */
function preloadLeadImage(block: ContentBlockFieldsFragment | undefined) {
  const image = block?.type === 'banner' || block?.type === 'banner_carousel' ? block.images?.[0] : undefined;
  if (!image) return;
  const { srcSet, sizes } = bannerSources(image);
  preload(image.url, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}

function PageWaiting() {
  return <div className="home-module home-module--waiting-page" aria-hidden="true" />;
}

interface ComposedProps {
  readonly blocks: readonly ContentBlockFieldsFragment[];
  readonly state: CatalogQueryState<unknown>;
}

/** The staff's blocks in order; the first one's first image is the page's lead image. */
function ComposedHome({ blocks, state }: ComposedProps) {
  // The modules below the top come in their own chunk: asked now, while the top ones draw.
  useEffect(() => {
    loadContentModules().catch(() => undefined);
  }, []);
  return (
    <>
      {state.fromDevice ? <DeviceCopyNote savedAt={state.savedAt} onRetry={state.retry} /> : null}
      <div className="home-blocks">
        {blocks.map((block, index) => (
          <HomeModule key={block.id} module={{ ...blockModule(block), priority: index === 0 }} />
        ))}
      </div>
    </>
  );
}
