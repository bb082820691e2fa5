/**
 * A blog category (/blog/categories/{slug}?page=): its name, description and picture, then a page of
 * its published posts, newest first (12 a page), with links to newer and older pages (each page has
 * its address: shareable, the back button returns to it). Dexie first, the network second, like the
 * catalogue pages. An unknown or inactive category is the not-found page.
 */
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { CatalogueScope } from '@tijara/shared';
import { BlogCategoryDocument } from '../../__generated__/graphql';
import type { BlogCategoryQuery } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { usePageTitle } from '../../app/page-title';
import { paths } from '../../app/paths';
import { DeviceCopyNote } from '../device-copy';
import { NotFoundPage } from '../shell';
import { BlogPostTile } from './BlogPostTile';
import { catalogue } from './catalogue';
import { messages } from './messages';
import { PageFailure, PageLoading } from './PageFailure';
import { blogCategoryVariables, blogPageOf } from './reads';
import './blog.css';

type BlogCategoryView = NonNullable<BlogCategoryQuery['blogCategory']>;

export function BlogCategoryPage() {
  return (
    <CatalogueScope catalogue={catalogue}>
      <BlogCategory />
    </CatalogueScope>
  );
}

function BlogCategory() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = blogPageOf(params);
  const state = useCatalogQuery(BlogCategoryDocument, blogCategoryVariables(slug, page));
  // While the next page loads, the previous one stays (same category).
  const view = state.data?.blogCategory;
  const shown = view && (state.current || view.category.slug === slug) ? view : undefined;
  usePageTitle(shown?.category.name);

  if (state.current && state.data && !view) return <NotFoundPage />;
  if (!shown) {
    return state.error ? (
      <PageFailure title={messages.categoryFailed} error={state.error} onRetry={state.retry} />
    ) : (
      <PageLoading />
    );
  }
  const { category } = shown;
  return (
    <>
      {state.fromDevice ? <DeviceCopyNote savedAt={state.savedAt} onRetry={state.retry} /> : null}
      <section className="blog-category" aria-busy={state.loading}>
        <header className="blog-category__header">
          {category.thumbnailUrl ? (
            <img
              className="blog-category__picture"
              src={category.thumbnailUrl}
              alt=""
              width={160}
              height={160}
            />
          ) : null}
          <div>
            <h1 className="blog-category__title">{category.name}</h1>
            {category.description ? (
              <p className="blog-category__description">{category.description}</p>
            ) : null}
            <p className="blog-category__count">
              {intl.formatMessage(messages.postCount, { count: shown.total })}
            </p>
          </div>
        </header>
        {shown.posts.length > 0 ? (
          <ul className="blog-category__posts">
            {shown.posts.map((post, index) => (
              <li key={post.slug}>
                <BlogPostTile post={post} titleAs="h2" priority={index === 0 && shown.page === 1} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{intl.formatMessage(messages.empty)}</p>
        )}
        <BlogPager view={shown} />
      </section>
    </>
  );
}

function BlogPager({ view }: { readonly view: BlogCategoryView }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(view.total / Math.max(1, view.pageSize)));
  if (pages <= 1) return null;
  const slug = view.category.slug;
  return (
    <nav className="blog-pager" aria-label={intl.formatMessage(messages.pages)}>
      {view.page > 1 ? (
        <Link className="button button--secondary" to={paths.blogCategory(slug, view.page - 1)}>
          {intl.formatMessage(messages.newer)}
        </Link>
      ) : null}
      <span className="blog-pager__where">
        {intl.formatMessage(messages.pageOf, { page: view.page, count: pages })}
      </span>
      {view.page < pages ? (
        <Link className="button button--secondary" to={paths.blogCategory(slug, view.page + 1)}>
          {intl.formatMessage(messages.older)}
        </Link>
      ) : null}
    </nav>
  );
}
