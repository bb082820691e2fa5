/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    publishedOn: 'Published on {date}',
    postFailed: 'This article could not be loaded.',
    categoryFailed: 'This blog section could not be loaded.',
    postCategories: 'Sections of the article',
    postCount: '{count, plural, =0 {No articles} one {# article} other {# articles}}',
    empty: 'No articles in this section yet.',
    pages: 'Pages of articles',
    newer: 'Newer articles',
    older: 'Older articles',
    pageOf: 'Page {page} of {count}',
  },
  ar: {
    publishedOn: 'نُشر في {date}',
    postFailed: 'تعذّر تحميل هذا المقال.',
    categoryFailed: 'تعذّر تحميل هذا القسم من المدونة.',
    postCategories: 'أقسام المقال',
    postCount:
      '{count, plural, =0 {لا توجد مقالات} one {مقال واحد} two {مقالان} few {# مقالات} many {# مقالًا} other {# مقال}}',
    empty: 'لا توجد مقالات في هذا القسم حاليًا.',
    pages: 'صفحات المقالات',
    newer: 'مقالات أحدث',
    older: 'مقالات أقدم',
    pageOf: 'الصفحة {page} من {count}',
  },
};
