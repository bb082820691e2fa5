/**
 * The checks of one menu item that need no database: its type, and what the type needs (a target id
 * for typed items, a safe link for Link, a French label for Link and the numeric headings, which
 * carry neither target nor link). Problems go to the collector; the values come back cleaned.
 */
import { ContentMessageKey, isMenuItemType, isSafeContentLink, menuItemInput } from '@tijara/schema';
import type { MenuItemType, MenuTargetType } from '@tijara/schema';
import type { ContentProblems } from '../content-problems';
import { cleanTexts } from '../texts';
import type { PartialTexts, TextsInput } from '../texts';

export interface MenuItemFields {
  readonly type: string;
  readonly targetId?: number | null;
  readonly link?: string | null;
  readonly label?: TextsInput | null;
  readonly openInNewTab?: boolean | null;
  readonly active?: boolean | null;
}

export interface CleanMenuItem {
  readonly type: MenuItemType;
  /** Set for typed items only. */
  readonly target: { readonly type: MenuTargetType; readonly id: number } | null;
  readonly link: string | null;
  readonly label: PartialTexts;
  readonly openInNewTab: boolean;
  readonly active: boolean;
}

export function checkMenuItem(problems: ContentProblems, fields: MenuItemFields): CleanMenuItem | null {
  const label = cleanTexts(problems, 'label', fields.label);
  const common = { label, openInNewTab: fields.openInNewTab ?? false, active: fields.active ?? true };
  if (!isMenuItemType(fields.type)) {
    problems.add('type', ContentMessageKey.MENU_TYPE_UNKNOWN);
    return null;
  }
  const type = fields.type;
  const needs = menuItemInput(type);
  if (needs === 'target') {
    const id = fields.targetId;
    if (id === null || id === undefined) problems.add('targetId', ContentMessageKey.TARGET_REQUIRED);
    else if (!Number.isSafeInteger(id) || id < 1) problems.add('targetId', ContentMessageKey.TARGET_UNKNOWN);
    return { ...common, type, target: { type: type as MenuTargetType, id: id ?? 0 }, link: null };
  }
  if (label.fr === undefined && !problems.has('label.fr')) {
    problems.add('label.fr', ContentMessageKey.LABEL_REQUIRED);
  }
  if (needs === 'none') return { ...common, type, target: null, link: null };
  const link = fields.link?.trim() ?? '';
  if (link === '') problems.add('link', ContentMessageKey.LINK_REQUIRED);
  else if (!isSafeContentLink(link)) problems.add('link', ContentMessageKey.LINK_UNSAFE);
  return { ...common, type, target: null, link };
}
