/**
 * A banner block's picture: drawn at the page's width (srcset of the server's grid and large
 * variants), a link when it has one (the shop's pages through the router), its box keeping the
 * banner's ratio from the first paint (home.css). The page's lead image when told: fetched at once,
 * with high priority. The served page's lead hint (LeadHint.tsx) draws its picture with it too,
 * from the sources the server wrote.
 */
import { Link } from 'react-router';
import { BANNER_IMAGE_SIZES, bannerSrcSet } from '@tijara/schema';
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';

export type BlockImage = NonNullable<ContentBlockFieldsFragment['images']>[number];

/** A picture with its sources already written (the lead hint's), or a block's (sources made here). */
type Picture =
  BlockImage | (Omit<BlockImage, 'gridUrl'> & { readonly srcset: string; readonly sizes: string });

/**
 * The picture's sources (drawn at the page's width: the content column on a desktop, the screen on a
 * phone), as the <img>, the page's preload of its lead image and the server's head all name them.
 */
export function bannerSources(image: BlockImage) {
  return { srcSet: bannerSrcSet(image), sizes: BANNER_IMAGE_SIZES };
}

export function BannerPicture({
  image,
  lead,
  name,
}: {
  readonly image: Picture;
  readonly lead: boolean;
  readonly name: string;
}) {
  // A linked picture with no alt text is named by its block, so the link says where it goes.
  const alt = image.alt || (image.link ? name : '');
  const { srcSet, sizes } =
    'srcset' in image ? { srcSet: image.srcset, sizes: image.sizes } : bannerSources(image);
  const picture = (
    <img
      className="home-banner__image"
      src={image.url}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : 'auto'}
      decoding={lead ? 'sync' : 'async'}
    />
  );
  if (!image.link) return <div className="home-banner__link">{picture}</div>;
  return image.link.startsWith('/') && !image.link.startsWith('//') ? (
    <Link className="home-banner__link" to={image.link}>
      {picture}
    </Link>
  ) : (
    <a className="home-banner__link" href={image.link}>
      {picture}
    </a>
  );
}
