/**
 * A post as lists show it: its picture, title (a link stretched over the whole tile, so the tile is
 * one tab stop), date and categories. The home's blog carousel and card and the category page draw
 * it. Its picture box keeps a 3:2 ratio whatever the image, so nothing moves when it arrives.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BlogPostCardFieldsFragment } from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import './blog.css';

export type BlogPostCard = BlogPostCardFieldsFragment;

/** The drawn box of a tile's picture, in CSS px at its widest (the server's grid variant). */
export const BLOG_TILE_IMAGE = { width: 480, height: 320 } as const;

interface Props {
  readonly post: BlogPostCard;
  readonly titleAs?: 'h2' | 'h3';
  /** The page's lead image: fetched at once, with high priority. */
  readonly priority?: boolean;
  /** A wider tile (the home's single post card): picture beside the text from a tablet up. */
  readonly wide?: boolean;
}

export function BlogPostTile({ post, titleAs: Title = 'h3', priority = false, wide = false }: Props) {
  const intl = useIntl();
  return (
    <article className={wide ? 'blog-tile blog-tile--wide' : 'blog-tile'}>
      {post.thumbnailUrl ? (
        <img
          className="blog-tile__image"
          src={post.thumbnailUrl}
          alt=""
          width={BLOG_TILE_IMAGE.width}
          height={BLOG_TILE_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <span className="blog-tile__image blog-tile__image--none" aria-hidden="true" />
      )}
      <div className="blog-tile__body">
        <Title className="blog-tile__title">
          <Link className="blog-tile__link" to={paths.blogPost(post.slug)}>
            {post.title}
          </Link>
        </Title>
        <p className="blog-tile__meta">
          <time dateTime={post.createdAt}>{intl.formatDate(post.createdAt, { dateStyle: 'long' })}</time>
          {post.categories.length > 0 ? <span> · {post.categories.join(', ')}</span> : null}
        </p>
      </div>
    </article>
  );
}
