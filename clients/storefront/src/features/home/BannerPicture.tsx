/**
 * A banner block's picture: drawn at the page's width (srcset of the server's grid and large
 * variants), a link when it has one (the shop's pages through the router), its box keeping the
 * banner's ratio from the first paint (home.css). The page's lead image when told: fetched at once,
 * with high priority.
 */
import { Link } from 'react-router';
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';

export type BlockImage = NonNullable<ContentBlockFieldsFragment['images']>[number];

/** Drawn at the page's width: the whole content column on a desktop, the screen on a phone. */
const BANNER_SIZES = '(min-width: 1280px) 1248px, 100vw';

/** The picture's sources, as the <img> and the page's preload of its lead image both name them. */
export function bannerSources(image: BlockImage) {
  return { srcSet: `${image.gridUrl} 480w, ${image.url} ${image.width}w`, sizes: BANNER_SIZES };
}

export function BannerPicture({
  image,
  lead,
  name,
}: {
  readonly image: BlockImage;
  readonly lead: boolean;
  readonly name: string;
}) {
  // A linked picture with no alt text is named by its block, so the link says where it goes.
  const alt = image.alt || (image.link ? name : '');
  const { srcSet, sizes } = bannerSources(image);
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
