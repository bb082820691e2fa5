/**
 * A catalogue read, Dexie first and the network second. The device's copy shows at once (a repeat
 * visit paints before the network answers) and the network's answer replaces it and is saved in its
 * place. When the network fails, the copy stays and `fromDevice` says so (the page shows a quiet
 * note); only with no copy at all is the failure an error. The previous question's data stays shown
 * while the next loads (a listing keeps its grid while the next page comes), marked `loading`.
 *
 * An answer is drawn in a transition: React draws a page of cards in slices and gives the main
 * thread back between them, so a tap during the draw is not kept waiting (on a slow phone a whole
 * listing drawn at once blocks input for a few hundred milliseconds).
 */
import { startTransition, useCallback, useContext, useEffect, useState } from 'react';
import { INTL_LOCALE } from '@tijara/schema';
import { useLocale } from '@tijara/shared';
import type { TypedDocumentString } from '../../__generated__/graphql';
import { DbContext } from '../app-services';
import { afterPageLoad } from './after-load';
import { readMirror, writeMirror } from './catalog-mirror';
import { GraphqlRequestError, requestGraphql } from './graphql-request';
import { mirrorKey } from './mirror-key';
import { markCopiesHeld, mayHoldCopies } from './mirror-presence';
import { claimSave, sharedAnswer } from './shared-answers';
import type { StorefrontDb } from './storefront-db';

export interface CatalogQueryState<R> {
  readonly data: R | undefined;
  readonly loading: boolean;
  /** Set only when there is nothing to show. */
  readonly error: GraphqlRequestError | undefined;
  /** The data is the device's copy because the network failed. */
  readonly fromDevice: boolean;
  /** When the shown copy was saved (device copies). */
  readonly savedAt: number | undefined;
  /** Whether `data` answers the current question (false while the previous one's data is kept). */
  readonly current: boolean;
  readonly retry: () => void;
}

interface Snapshot<R> {
  readonly key: string;
  readonly attempt: number;
  readonly data: R | undefined;
  readonly source: 'none' | 'device' | 'network';
  readonly savedAt: number | undefined;
  readonly settled: boolean;
  readonly error: GraphqlRequestError | undefined;
}

const openDeviceDb = async (): Promise<StorefrontDb> => (await import('./device-db')).deviceDb();

export function useCatalogQuery<R, V>(
  document: TypedDocumentString<R, V>,
  variables: V,
  options: { readonly skip?: boolean } = {},
): CatalogQueryState<R> {
  const { locale } = useLocale();
  const injectedDb = useContext(DbContext);
  const text = document.toString();
  const key = mirrorKey(text, locale, variables);
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<Snapshot<R> | null>(null);
  const skip = options.skip === true;

  useEffect(() => {
    if (skip) return;
    let live = true;
    let answered = false;
    const db = (): Promise<StorefrontDb> =>
      injectedDb ? Promise.resolve(injectedDb as StorefrontDb) : openDeviceDb();
    const readCopy = () =>
      db()
        .then((opened) => readMirror(opened, key))
        .catch(() => undefined);
    // Read at once only where copies may be; once the network has failed, always (a device whose
    // copies predate the mark, or whose localStorage was cleared, still opens offline).
    const eagerCopy = mayHoldCopies() ? readCopy() : null;
    const devicePromise = eagerCopy ?? Promise.resolve(undefined);
    const show = (next: Snapshot<R>) => startTransition(() => setSnapshot(next));
    void devicePromise.then((row) => {
      if (!live || answered || !row) return;
      show({
        key,
        attempt,
        data: row.data as R,
        source: 'device',
        savedAt: row.savedAt,
        settled: false,
        error: undefined,
      });
    });
    // A retry asks the network again; a first ask takes what the page already has (shared-answers.ts).
    const answer = sharedAnswer(
      key,
      () => requestGraphql(document, variables, { locale: INTL_LOCALE[locale] }),
      { fresh: attempt > 0 },
    );
    answer
      .then((data) => {
        answered = true;
        if (live)
          show({
            key,
            attempt,
            data,
            source: 'network',
            savedAt: undefined,
            settled: true,
            error: undefined,
          });
        // Saved once (by the first asker of this answer), once the page has loaded: the copy is for
        // the next visit, the images are for this one.
        if (!claimSave(key, answer)) return;
        afterPageLoad(() => {
          db()
            .then((opened) => writeMirror(opened, key, data))
            .then((saved) => {
              if (saved) markCopiesHeld();
            })
            .catch((failure: unknown) => console.warn('The catalogue copy could not be saved', failure));
        });
      })
      .catch(async (error: unknown) => {
        answered = true;
        const failure =
          error instanceof GraphqlRequestError ? error : new GraphqlRequestError(null, String(error));
        // A refusal (unknown slug, bad filter) is the answer: the device copy of it is not shown.
        const row = failure.verdict ? undefined : await (eagerCopy ?? readCopy());
        if (!live) return;
        show(
          row
            ? {
                key,
                attempt,
                data: row.data as R,
                source: 'device',
                savedAt: row.savedAt,
                settled: true,
                error: undefined,
              }
            : {
                key,
                attempt,
                data: undefined,
                source: 'none',
                savedAt: undefined,
                settled: true,
                error: failure,
              },
        );
      });
    return () => {
      live = false;
    };
    // `document` and `variables` are part of `key`; re-running on their identity would refetch each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, skip, injectedDb]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A snapshot of another question (the previous page, an earlier attempt) only lends its data.
  const matches = snapshot?.key === key && snapshot.attempt === attempt;
  return {
    data: skip ? undefined : snapshot?.data,
    loading: !skip && !(matches && snapshot.settled),
    error: matches ? snapshot.error : undefined,
    fromDevice: matches && snapshot.settled && snapshot.source === 'device',
    savedAt: matches ? snapshot.savedAt : undefined,
    current: matches && snapshot.source !== 'none',
    retry,
  };
}
