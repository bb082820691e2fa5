/** Texts of the blog's pages: a post, a category's list of posts. */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  publishedOn: defineMessage<{ date: string }>({
    id: 'blog.publishedOn',
    defaultMessage: 'Publié le {date}',
  }),
  postFailed: { id: 'blog.postFailed', defaultMessage: 'Cet article n’a pas pu être chargé.' },
  categoryFailed: {
    id: 'blog.categoryFailed',
    defaultMessage: 'Cette rubrique du blog n’a pas pu être chargée.',
  },
  postCategories: { id: 'blog.postCategories', defaultMessage: 'Rubriques de l’article' },
  postCount: defineMessage<{ count: number }>({
    id: 'blog.postCount',
    defaultMessage: '{count, plural, =0 {Aucun article} one {# article} other {# articles}}',
  }),
  empty: { id: 'blog.empty', defaultMessage: 'Aucun article dans cette rubrique pour l’instant.' },
  pages: { id: 'blog.pages', defaultMessage: 'Pages des articles' },
  newer: { id: 'blog.newer', defaultMessage: 'Articles plus récents' },
  older: { id: 'blog.older', defaultMessage: 'Articles plus anciens' },
  pageOf: defineMessage<{ page: number; count: number }>({
    id: 'blog.pageOf',
    defaultMessage: 'Page {page} sur {count}',
  }),
});
