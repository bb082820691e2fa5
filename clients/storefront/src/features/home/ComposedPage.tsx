/**
 * What the home and a landing page share once staff have composed them: the blocks this storefront
 * draws, in order through the module dispatcher, the first one's banner picture preloaded as the
 * page's lead image (the server's head preloads the same one, with the same sources), and the box
 * shown while the page's answer is awaited.
 */
import { useEffect } from 'react';
import { preload } from 'react-dom';
import { LEAD_IMAGE_BLOCK_TYPES } from '@tijara/schema';
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';
import type { CatalogQueryState } from '../../app/data';
import { DeviceCopyNote } from '../device-copy';
import { bannerSources } from './BannerPicture';
import { HomeModule, blockModule, loadContentModules, moduleOf } from './modules';

/** The page's blocks of a type this storefront draws (an old type draws nothing, and leads nothing). */
export function drawnBlocks(
  page: { readonly blocks: readonly ContentBlockFieldsFragment[] } | null | undefined,
): readonly ContentBlockFieldsFragment[] {
  return page?.blocks.filter((block) => moduleOf(block.type)) ?? [];
}

/**
 * A banner opening the page is its largest paint: its download starts as soon as the answer names
 * it, before the rest of the page is drawn (React's preload; the same sources as its <img>).
 */
export function preloadLeadImage(block: ContentBlockFieldsFragment | undefined) {
  const image = block && LEAD_IMAGE_BLOCK_TYPES.includes(block.type) ? block.images?.[0] : undefined;
  if (!image) return;
  const { srcSet, sizes } = bannerSources(image);
  preload(image.url, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}

export function PageWaiting() {
  return <div className="home-module home-module--waiting-page" aria-hidden="true" />;
}

interface ComposedProps {
  readonly blocks: readonly ContentBlockFieldsFragment[];
  readonly state: CatalogQueryState<unknown>;
}

/** The staff's blocks in order; the first one's first image is the page's lead image. */
export function ComposedBlocks({ blocks, state }: ComposedProps) {
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
