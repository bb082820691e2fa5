/**
 * A blog post (/blog/{slug}): its categories (links to their pages), title, date, picture and body
 * (staff HTML, sanitised by the server). Read Dexie first and the network second, like the catalogue
 * pages, so a post read once opens offline with the quiet "from this device" note, and an edit
 * published in the back office shows on the next load. An unknown or unpublished slug is the
 * not-found page.
 */
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { CatalogueScope } from '@tijara/shared';
import { BlogPostDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { usePageTitle } from '../../app/page-title';
import { paths } from '../../app/paths';
import { DeviceCopyNote } from '../device-copy';
import { RichText } from '../rich-text';
import { NotFoundPage } from '../shell';
import { catalogue } from './catalogue';
import { messages } from './messages';
import { PageFailure, PageLoading } from './PageFailure';
import './blog.css';

/** The drawn size of a post's picture at its widest (the server's large variant). */
const PICTURE = { width: 1200, height: 600 } as const;

export function BlogPostPage() {
  return (
    <CatalogueScope catalogue={catalogue}>
      <BlogPost />
    </CatalogueScope>
  );
}

function BlogPost() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const state = useCatalogQuery(BlogPostDocument, { slug });
  const answered = state.current && state.data !== undefined;
  const post = answered ? state.data?.blogPost : undefined;
  usePageTitle(post?.title);

  if (answered && !post) return <NotFoundPage />;
  if (!post) {
    return state.error ? (
      <PageFailure title={messages.postFailed} error={state.error} onRetry={state.retry} />
    ) : (
      <PageLoading />
    );
  }
  return (
    <>
      {state.fromDevice ? <DeviceCopyNote savedAt={state.savedAt} onRetry={state.retry} /> : null}
      <article className="blog-post">
        <header className="blog-post__header">
          {post.categories.length > 0 ? (
            <nav aria-label={intl.formatMessage(messages.postCategories)}>
              <ul className="blog-post__categories">
                {post.categories.map((category) => (
                  <li key={category.id}>
                    <Link className="blog-chip" to={paths.blogCategory(category.slug)}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <h1 className="blog-post__title">{post.title}</h1>
          <p className="blog-post__date">
            {intl.formatMessage(messages.publishedOn, {
              date: intl.formatDate(post.createdAt, { dateStyle: 'long' }),
            })}
          </p>
        </header>
        {post.thumbnailUrl ? (
          <img
            className="blog-post__picture"
            src={post.thumbnailUrl}
            alt=""
            width={PICTURE.width}
            height={PICTURE.height}
            fetchPriority="high"
          />
        ) : null}
        <RichText className="blog-post__body" html={post.html} />
      </article>
    </>
  );
}
