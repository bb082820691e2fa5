/**
 * The page and block mutations as outcomes the screens show. Pages and their details are normalised
 * by id, so a saved title, a block moved or deleted (each answers the whole page) refreshes every
 * screen showing them; a page created or deleted drops the cached list, asked again. A move is shown
 * at once (optimistic answer) and set back to the server's order when refused.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type {
  ContentBlockFieldsFragment,
  ContentBlockInput,
  ContentPageDetailFieldsFragment,
  ContentPageInput,
  ContentPageRowFragment,
} from '../../__generated__/content-pages/graphql';
import {
  ContentPageDetailFieldsFragmentDoc,
  DeleteContentBlockDocument,
  DeleteContentPageDocument,
  MoveContentBlockDocument,
  SaveContentBlockDocument,
  SaveContentPageDocument,
} from '../../__generated__/content-pages/graphql';
import { contentRefusalOf } from '../content-editing';
import type { ContentRefusal } from '../content-editing';

export type Outcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & ContentRefusal);

const refused = <T>(error: unknown): Outcome<T> => ({ ok: false, ...contentRefusalOf(error) });

function forgetPageList(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'contentPages' });
}

export function useSavePage() {
  const [mutate] = useMutation(SaveContentPageDocument);
  return useCallback(
    async (input: ContentPageInput): Promise<Outcome<ContentPageRowFragment>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          ...(input.id ? {} : { update: forgetPageList }),
        });
        return data ? { ok: true, value: data.saveContentPage } : refused(null);
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}

export function useDeletePage() {
  const [mutate] = useMutation(DeleteContentPageDocument);
  return useCallback(
    async (id: number): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id }, update: forgetPageList });
        return { ok: true, value: true };
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}

/** The page's blocks with the saved one in it (a new one at the end), its count updated. */
function withBlock(cache: ApolloCache, block: ContentBlockFieldsFragment) {
  const id = cache.identify({ __typename: 'ContentPageDetail', id: block.pageId });
  const page = cache.readFragment({
    id,
    fragment: ContentPageDetailFieldsFragmentDoc,
    fragmentName: 'ContentPageDetailFields',
  });
  if (!page || page.blocks.some((other) => other.id === block.id)) return;
  cache.writeFragment({
    id,
    fragment: ContentPageDetailFieldsFragmentDoc,
    fragmentName: 'ContentPageDetailFields',
    data: { ...page, blockCount: page.blocks.length + 1, blocks: [...page.blocks, block] },
  });
}

export function useSaveBlock() {
  const [mutate] = useMutation(SaveContentBlockDocument);
  return useCallback(
    async (input: ContentBlockInput): Promise<Outcome<ContentBlockFieldsFragment>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache, { data: answer }) => {
            if (answer) withBlock(cache, answer.saveContentBlock);
          },
        });
        return data ? { ok: true, value: data.saveContentBlock } : refused(null);
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}

export function useDeleteBlock() {
  const [mutate] = useMutation(DeleteContentBlockDocument);
  return useCallback(
    async (id: number): Promise<Outcome<ContentPageDetailFieldsFragment>> => {
      try {
        const { data } = await mutate({ variables: { id } });
        return data ? { ok: true, value: data.deleteContentBlock } : refused(null);
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}

/** The page as it will be once `blockId` sits at `position`: the optimistic answer of a move. */
export function pageAfterMove(
  page: ContentPageDetailFieldsFragment,
  blockId: number,
  position: number,
): ContentPageDetailFieldsFragment {
  const moved = page.blocks.find((block) => block.id === blockId);
  if (!moved) return page;
  const others = page.blocks.filter((block) => block.id !== blockId);
  others.splice(Math.min(position, others.length), 0, moved);
  return { ...page, blocks: others.map((block, index) => ({ ...block, position: index })) };
}

export function useMoveBlock() {
  const [mutate] = useMutation(MoveContentBlockDocument);
  return useCallback(
    async (
      page: ContentPageDetailFieldsFragment,
      blockId: number,
      position: number,
    ): Promise<Outcome<ContentPageDetailFieldsFragment>> => {
      try {
        const { data } = await mutate({
          variables: { id: blockId, position },
          // The page read from the cache carries its __typename fields, which normalise this answer.
          optimisticResponse: { moveContentBlock: pageAfterMove(page, blockId, position) },
        });
        return data ? { ok: true, value: data.moveContentBlock } : refused(null);
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}
