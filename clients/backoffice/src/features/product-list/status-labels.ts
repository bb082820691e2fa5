/** A product's publication status in words. */
import type { MessageDescriptor } from 'react-intl';
import type { ProductStatus } from '../../__generated__/product-list/graphql';
import { messages } from './messages';

export const STATUS_LABELS: Readonly<Record<ProductStatus, MessageDescriptor>> = {
  DRAFT: messages.statusDraft,
  PUBLISHED: messages.statusPublished,
  ARCHIVED: messages.statusArchived,
};
