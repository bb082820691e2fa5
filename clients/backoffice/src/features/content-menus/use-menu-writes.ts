/**
 * The menu editor's mutations as outcomes. Menus and items are normalised by id: an edited item
 * refreshes its row; a new one is appended to its menu's items (the server puts it last under its
 * parent); a move, a deletion and a new menu answer whole menus. A move is shown at once (the
 * optimistic menu of `applyMove`) and Apollo drops that layer when the server refuses it.
 */
import { useCallback } from 'react';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type {
  ContentMenuFieldsFragment,
  ContentMenuItemFieldsFragment,
  MenuItemInput,
} from '../../__generated__/content-menus/graphql';
import {
  ContentMenusDocument,
  CreateMenuDocument,
  DeleteMenuItemDocument,
  MoveMenuItemDocument,
  SaveMenuItemDocument,
} from '../../__generated__/content-menus/graphql';
import { menuRefusalOf } from './menu-problems';
import type { MenuRefusal } from './menu-problems';
import { applyMove } from './menu-tree';
import type { Placement } from './menu-tree';

export type Outcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & MenuRefusal);

function appendItem(cache: ApolloCache, menuId: number, itemId: number) {
  const ref = cache.identify({ __typename: 'ContentMenuItem', id: itemId });
  if (!ref) return;
  cache.modify<{ items: readonly Reference[] }>({
    id: cache.identify({ __typename: 'ContentMenu', id: menuId }),
    fields: {
      items: (existing, { toReference }) => {
        const added = toReference(ref);
        return added && !existing.some((entry) => entry.__ref === ref) ? [...existing, added] : existing;
      },
    },
  });
}

export function useSaveMenuItem() {
  const intl = useIntl();
  const [mutate] = useMutation(SaveMenuItemDocument);
  return useCallback(
    async (menuId: number, input: MenuItemInput): Promise<Outcome<ContentMenuItemFieldsFragment>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache, { data: answer }) => {
            if (answer && !input.id) appendItem(cache, menuId, answer.saveMenuItem.id);
          },
        });
        if (!data) return { ok: false, ...menuRefusalOf(null, intl) };
        return { ok: true, value: data.saveMenuItem };
      } catch (error) {
        return { ok: false, ...menuRefusalOf(error, intl) };
      }
    },
    [mutate, intl],
  );
}

export function useMoveMenuItem() {
  const intl = useIntl();
  const [mutate] = useMutation(MoveMenuItemDocument);
  return useCallback(
    async (menu: ContentMenuFieldsFragment, id: number, placement: Placement): Promise<Outcome<null>> => {
      try {
        await mutate({
          variables: { id, parentId: placement.parentId, position: placement.position },
          optimisticResponse: {
            // The cached menu carries its __typename (and its items theirs), as the answer will.
            moveMenuItem: { ...menu, items: applyMove(menu.items, id, placement) },
          },
        });
        return { ok: true, value: null };
      } catch (error) {
        return { ok: false, ...menuRefusalOf(error, intl) };
      }
    },
    [mutate, intl],
  );
}

export function useDeleteMenuItem() {
  const intl = useIntl();
  const [mutate] = useMutation(DeleteMenuItemDocument);
  return useCallback(
    async (id: number): Promise<Outcome<null>> => {
      try {
        await mutate({
          variables: { id },
          // The menu answered no longer lists the item nor its children: they leave the cache too.
          update: (cache) => {
            cache.gc();
          },
        });
        return { ok: true, value: null };
      } catch (error) {
        return { ok: false, ...menuRefusalOf(error, intl) };
      }
    },
    [mutate, intl],
  );
}

export function useCreateMenu(shopUuid: string) {
  const intl = useIntl();
  const [mutate] = useMutation(CreateMenuDocument);
  return useCallback(
    async (code: string): Promise<Outcome<ContentMenuFieldsFragment>> => {
      try {
        const { data } = await mutate({
          variables: { shopUuid, code },
          update: (cache, { data: answer }) => {
            if (!answer) return;
            cache.updateQuery({ query: ContentMenusDocument, variables: { shopUuid } }, (list) =>
              list ? { contentMenus: [...list.contentMenus, answer.createMenu] } : list,
            );
          },
        });
        if (!data) return { ok: false, ...menuRefusalOf(null, intl) };
        return { ok: true, value: data.createMenu };
      } catch (error) {
        return { ok: false, ...menuRefusalOf(error, intl) };
      }
    },
    [mutate, intl, shopUuid],
  );
}
