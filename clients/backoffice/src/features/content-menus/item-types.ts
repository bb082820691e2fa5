/**
 * The menu item types in words, what each asks in the form (a picker of which list, a product
 * search, a link, or nothing: `menuItemInput` of @tijara/schema, the rule the server applies), and
 * the name an item goes by in the tree: its label in the reading language, else in French, else
 * its target's name, else its type.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { MENU_HEADING_TYPES, MENU_LINK_TYPE, MENU_TARGET_TYPES, isMenuItemType } from '@tijara/schema';
import type { Locale, MenuItemType, MenuTargetType } from '@tijara/schema';
import type { ContentMenuItemFieldsFragment } from '../../__generated__/content-menus/graphql';
import { formMessages } from './form-messages';
import type { ReferenceKind } from './menu-references';

/** The typed targets with a list to pick from; Product is searched instead. */
export const TARGET_LISTS: Readonly<Record<Exclude<MenuTargetType, 'Product'>, ReferenceKind>> = {
  ProductCategory: 'categories',
  Brand: 'brands',
  collectionPage: 'collections',
  Cms: 'cmsPage',
  BlogCategory: 'blogCategory',
  BlogPost: 'blogPost',
};

const TYPE_WORDS: Readonly<Record<MenuTargetType | typeof MENU_LINK_TYPE, MessageDescriptor>> = {
  ProductCategory: formMessages.typeProductCategory,
  Brand: formMessages.typeBrand,
  Product: formMessages.typeProduct,
  Link: formMessages.typeLink,
  Cms: formMessages.typeCms,
  BlogCategory: formMessages.typeBlogCategory,
  BlogPost: formMessages.typeBlogPost,
  collectionPage: formMessages.typeCollectionPage,
};

export const TARGET_LABELS: Readonly<Record<MenuTargetType, MessageDescriptor>> = {
  ProductCategory: formMessages.targetProductCategory,
  Brand: formMessages.targetBrand,
  Product: formMessages.targetProduct,
  Cms: formMessages.targetCms,
  BlogCategory: formMessages.targetBlogCategory,
  BlogPost: formMessages.targetBlogPost,
  collectionPage: formMessages.targetCollectionPage,
};

/** The linked types first (targets, then the free link), then the headings. */
export const LINKED_TYPES = [...MENU_TARGET_TYPES, MENU_LINK_TYPE] as const;
export { MENU_HEADING_TYPES };

export function typeWord(intl: IntlShape, type: string): string {
  if (!isMenuItemType(type)) return type;
  if ((MENU_HEADING_TYPES as readonly string[]).includes(type)) {
    return intl.formatMessage(formMessages.typeHeading, { type });
  }
  return intl.formatMessage(TYPE_WORDS[type as Exclude<MenuItemType, (typeof MENU_HEADING_TYPES)[number]>]);
}

export function itemName(intl: IntlShape, locale: Locale, item: ContentMenuItemFieldsFragment): string {
  const label = item.label[locale]?.trim() || item.label.fr?.trim();
  return label || item.targetName || typeWord(intl, item.type);
}
