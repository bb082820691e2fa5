/** Server answers for the menu editor's tests, in the contract's shapes, and the menu helpers' lists. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  ContentMenuFieldsFragment,
  ContentMenuItemFieldsFragment,
  MenuItemInput,
} from '../../__generated__/content-menus/graphql';
import {
  ContentMenusDocument,
  ContentMenusShopDocument,
  MoveMenuItemDocument,
  SaveMenuItemDocument,
} from '../../__generated__/content-menus/graphql';
import { refused } from '../../test/refused';

export const SHOP = 'b0000000-0000-4000-8000-000000000001';

type Item = ContentMenuItemFieldsFragment & {
  __typename: 'ContentMenuItem';
  label: ContentMenuItemFieldsFragment['label'] & { __typename: 'PartialLabels' };
};
type Menu = Omit<ContentMenuFieldsFragment, 'items'> & { __typename: 'ContentMenu'; items: Item[] };

export function menuItem(overrides: Partial<Omit<Item, 'label'>> & { label?: string }): Item {
  const { label, ...rest } = overrides;
  return {
    __typename: 'ContentMenuItem',
    id: 1,
    parentId: null,
    position: 0,
    type: 'ProductCategory',
    targetId: 10,
    targetName: null,
    targetShown: true,
    link: null,
    openInNewTab: false,
    active: true,
    ...rest,
    label: { __typename: 'PartialLabels', fr: label ?? null, en: null, ar: null },
  };
}

/**
 * The header: "Vêtements" (with "Robes" under it), then "Blog" (a free link), then "Soldes" (a
 * heading). Every label is its own, so the rows are named the same in every test.
 */
export const HEADER_ITEMS: Item[] = [
  menuItem({ id: 1, label: 'Vêtements', targetId: 10 }),
  menuItem({ id: 2, parentId: 1, label: 'Robes', targetId: 11 }),
  menuItem({ id: 3, position: 1, label: 'Blog', type: 'Link', targetId: null, link: '/blog' }),
  menuItem({ id: 4, position: 2, label: 'Soldes', type: '3', targetId: null }),
];

export const header = (items: Item[] = HEADER_ITEMS): Menu => ({
  __typename: 'ContentMenu',
  id: 7,
  code: 'header',
  items,
});

export const footer: Menu = { __typename: 'ContentMenu', id: 8, code: 'footer', items: [] };

export const shopMock: MockedResponse = {
  request: { query: ContentMenusShopDocument },
  result: { data: { shop: { __typename: 'Shop', uuid: SHOP } } },
};

export function menusMock(menus: Menu[] = [header(), footer]): MockedResponse {
  return {
    request: { query: ContentMenusDocument, variables: { shopUuid: SHOP } },
    result: { data: { contentMenus: menus } },
  };
}

/** The items with new placements, as the server answers a move. */
export function placed(changes: Record<number, { parentId: number | null; position: number }>): Item[] {
  return HEADER_ITEMS.map((item) => ({ ...item, ...changes[item.id] }));
}

export function moveMock(
  move: { id: number; parentId: number | null; position: number },
  items: Item[],
): MockedResponse {
  return {
    request: { query: MoveMenuItemDocument, variables: move },
    result: { data: { moveMenuItem: header(items) } },
  };
}

export function moveRefusedMock(move: {
  id: number;
  parentId: number | null;
  position: number;
}): MockedResponse {
  return {
    request: { query: MoveMenuItemDocument, variables: move },
    result: refused('BAD_USER_INPUT', 'The content cannot be saved as entered', {
      fieldErrors: { parentId: ['would put an item deeper than 3 levels'] },
      messageKey: 'content.menu_too_deep',
      messageKeys: { parentId: 'content.menu_too_deep' },
    }),
    // Held until the test moves its fake clock on, so it sees the optimistic order first.
    delay: 1000,
  };
}

export function saveMock(input: MenuItemInput, answer: Item): MockedResponse {
  return {
    request: { query: SaveMenuItemDocument, variables: { input } },
    result: { data: { saveMenuItem: answer } },
  };
}

export function saveRefusedMock(input: MenuItemInput, field: string, key: string): MockedResponse {
  return {
    request: { query: SaveMenuItemDocument, variables: { input } },
    result: refused('BAD_USER_INPUT', 'The content cannot be saved as entered', {
      fieldErrors: { [field]: ['names nothing active in this shop'] },
      messageKey: key,
      messageKeys: { [field]: key },
    }),
  };
}

/** The menu helpers (GET /dashboard/menu/api/...): `[list]` by path, 404 for any other. */
export function menuHelpers(lists: Record<string, { id: number; name: string }[]>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    const list = Object.entries(lists).find(([prefix]) => path.startsWith(prefix))?.[1];
    return list ? Response.json([list]) : new Response('not found', { status: 404 });
  });
}
