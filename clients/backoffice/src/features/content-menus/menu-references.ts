/**
 * The item form's reference lists, read from the menu helpers of the spec (section 7): GET
 * /dashboard/menu/api/<kind> for the shop's categories, brands, collections, CMS pages, blog
 * categories and posts, /products/search/<term> for products (from 3 characters). Each answers an
 * array whose first element is the list of {id, name}, named in the language asked
 * (Accept-Language). They are reads with the staff session's cookie: no CSRF token. A list read
 * once is kept for the screen's life (`ReferenceCache`), so switching types back and forth asks once.
 */
import { useEffect, useState } from 'react';
import { reportingFetch } from '@tijara/shared';
import type { Locale } from '@tijara/schema';

export interface Reference {
  readonly id: number;
  readonly name: string;
}

/** The lists a typed item picks its target in; products are searched instead. */
export type ReferenceKind = 'categories' | 'brands' | 'collections' | 'cmsPage' | 'blogCategory' | 'blogPost';

export type ReferenceCache = Map<string, Promise<readonly Reference[]>>;

export const referencePath = (kind: ReferenceKind, shopUuid: string) =>
  `/dashboard/menu/api/${kind}?shopUuid=${encodeURIComponent(shopUuid)}`;

export const productSearchPath = (term: string) =>
  `/dashboard/menu/api/products/search/${encodeURIComponent(term)}`;

function isReference(value: unknown): value is Reference {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string';
}

/** The list of `[list]`; anything else is a failed answer. */
export function readReferenceAnswer(answer: unknown): readonly Reference[] {
  const list: unknown = Array.isArray(answer) ? answer[0] : undefined;
  if (!Array.isArray(list)) throw new Error('Not a reference list');
  return list.filter(isReference);
}

export async function fetchReferences(path: string, locale: Locale, signal?: AbortSignal) {
  const response = await reportingFetch()(path, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    signal,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return readReferenceAnswer(await response.json());
}

export type ReferenceState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly list: readonly Reference[] };

/** A path's list (null: none asked), with a retry; failures are forgotten so a retry asks again. */
export function useReferences(path: string | null, locale: Locale, cache: ReferenceCache) {
  const [state, setState] = useState<{ path: string | null; value: ReferenceState }>({
    path: null,
    value: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    const key = `${locale} ${path}`;
    let request = cache.get(key);
    if (!request) {
      request = fetchReferences(path, locale);
      cache.set(key, request);
    }
    request.then(
      (list) => live && setState({ path, value: { status: 'ready', list } }),
      () => {
        cache.delete(key);
        if (live) setState({ path, value: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [path, locale, cache, attempt]);
  const current: ReferenceState = state.path === path ? state.value : { status: 'loading' };
  const retry = () => {
    setState({ path, value: { status: 'loading' } });
    setAttempt((count) => count + 1);
  };
  return { state: current, retry };
}
