/** Answers of CmsPage, for its tests and the app's. */
import type { CmsPageQuery } from '../../__generated__/graphql';

export function cmsPageAnswer(overrides: Partial<NonNullable<CmsPageQuery['cmsPage']>> = {}): CmsPageQuery {
  return {
    cmsPage: {
      slug: 'livraison',
      title: 'Livraison',
      html: '<p>Nous livrons dans les 58 wilayas.</p><ul><li>À domicile</li><li>Au bureau du transporteur</li></ul>',
      updatedAt: '2026-02-01T10:00:00.000Z',
      ...overrides,
    },
  };
}
