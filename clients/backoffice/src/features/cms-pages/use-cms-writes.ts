/**
 * The CMS page mutations as outcomes the screens show. A saved page is normalised by id (its list row
 * and editor follow); a page created or deleted drops the cached list, asked again.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { CmsPageFieldsFragment, CmsPageInput } from '../../__generated__/cms-pages/graphql';
import { DeleteCmsPageDocument, SaveCmsPageDocument } from '../../__generated__/cms-pages/graphql';
import { contentRefusalOf } from '../content-editing';
import type { ContentRefusal } from '../content-editing';

export type Outcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & ContentRefusal);

const forgetList = (cache: ApolloCache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'cmsPages' });

export function useSaveCmsPage() {
  const [mutate] = useMutation(SaveCmsPageDocument);
  return useCallback(
    async (input: CmsPageInput): Promise<Outcome<CmsPageFieldsFragment>> => {
      try {
        const { data } = await mutate({ variables: { input }, ...(input.id ? {} : { update: forgetList }) });
        return data ? { ok: true, value: data.saveCmsPage } : { ok: false, ...contentRefusalOf(null) };
      } catch (error) {
        return { ok: false, ...contentRefusalOf(error) };
      }
    },
    [mutate],
  );
}

export function useDeleteCmsPage() {
  const [mutate] = useMutation(DeleteCmsPageDocument);
  return useCallback(
    async (id: number): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id }, update: forgetList });
        return { ok: true, value: true };
      } catch (error) {
        return { ok: false, ...contentRefusalOf(error) };
      }
    },
    [mutate],
  );
}
