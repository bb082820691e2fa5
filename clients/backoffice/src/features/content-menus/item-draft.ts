/**
 * The item form's values, from a saved item or blank, the checks made before sending (the server's
 * own rules from @tijara/schema: what the type needs, a safe link, a French label where no target
 * names the item) and the MenuItemInput sent. Problems are keyed like the server's field errors
 * (`targetId`, `link`, `label.fr`), so both show under the same fields.
 */
import type { MessageDescriptor } from 'react-intl';
import { isMenuItemType, isSafeContentLink, menuItemInput } from '@tijara/schema';
import type { MenuItemType } from '@tijara/schema';
import type { ContentMenuItemFieldsFragment, MenuItemInput } from '../../__generated__/content-menus/graphql';
import { formMessages, keyMessages } from './form-messages';

export type LabelLocale = 'fr' | 'en' | 'ar';

export interface ItemDraft {
  readonly type: MenuItemType;
  readonly targetId: number | null;
  /** The chosen target's name, for a product found by search (lists name their own options). */
  readonly targetName: string | null;
  readonly link: string;
  readonly label: Readonly<Record<LabelLocale, string>>;
  readonly openInNewTab: boolean;
  readonly active: boolean;
  /** Where a new item goes (last among that parent's children); a saved item moves in the tree. */
  readonly parentId: number | null;
}

export const NEW_ITEM_TYPE: MenuItemType = 'ProductCategory';

export function draftOf(item: ContentMenuItemFieldsFragment | null): ItemDraft {
  return {
    type: item && isMenuItemType(item.type) ? item.type : NEW_ITEM_TYPE,
    targetId: item?.targetId ?? null,
    targetName: item?.targetName ?? null,
    link: item?.link ?? '',
    label: { fr: item?.label.fr ?? '', en: item?.label.en ?? '', ar: item?.label.ar ?? '' },
    openInNewTab: item?.openInNewTab ?? false,
    active: item?.active ?? true,
    parentId: item?.parentId ?? null,
  };
}

/** A new type keeps the target only when it is of the same kind (the same type). */
export function withType(draft: ItemDraft, type: MenuItemType): ItemDraft {
  return type === draft.type ? draft : { ...draft, type, targetId: null, targetName: null };
}

export function checkDraft(draft: ItemDraft): Record<string, MessageDescriptor[]> {
  const problems: Record<string, MessageDescriptor[]> = {};
  const needs = menuItemInput(draft.type);
  if (needs === 'target' && draft.targetId === null) problems['targetId'] = [formMessages.chooseTarget];
  if (needs === 'link') {
    const link = draft.link.trim();
    if (link === '') problems['link'] = [keyMessages['content.link_required']];
    else if (!isSafeContentLink(link)) problems['link'] = [keyMessages['content.link_unsafe']];
  }
  if (needs !== 'target' && draft.label.fr.trim() === '') {
    problems['label.fr'] = [keyMessages['content.label_required']];
  }
  return problems;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function inputOf(draft: ItemDraft, menuId: number, id: number | null): MenuItemInput {
  const needs = menuItemInput(draft.type);
  return {
    ...(id === null ? { menuId, parentId: draft.parentId } : { id }),
    type: draft.type,
    targetId: needs === 'target' ? draft.targetId : null,
    link: needs === 'link' ? draft.link.trim() : null,
    label: { fr: orNull(draft.label.fr), en: orNull(draft.label.en), ar: orNull(draft.label.ar) },
    openInNewTab: draft.openInNewTab,
    active: draft.active,
  };
}
