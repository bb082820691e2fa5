/** What a CMS page reads, apart from its components, so the entry can start it before the page's chunk arrives. */
import { CmsPageDocument } from '../../__generated__/graphql';
import { catalogRead } from '../../app/data/early-reads';
import type { CatalogRead } from '../../app/data/early-reads';

export const cmsPageReads = (slug: string): CatalogRead[] => [catalogRead(CmsPageDocument, { slug })];
