/**
 * Reads a page is about to make, started by the entry before React draws anything (render as you
 * fetch): the page's chunk, the first draw and the network then overlap instead of following one
 * another, which on a 3G phone is the difference between the cards showing in 2 s or in 3. The
 * answers are kept as shared answers (shared-answers.ts), where the page's useCatalogQuery asking the
 * same question (same document, variables and language: the same mirror key) finds them.
 */
import { INTL_LOCALE } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { TypedDocumentString } from '../../__generated__/graphql';
import { requestGraphql } from './graphql-request';
import { mirrorKey } from './mirror-key';
import { sharedAnswer } from './shared-answers';

/** A catalogue question: a generated document and its variables. */
export interface CatalogRead {
  readonly document: TypedDocumentString<unknown, unknown>;
  readonly variables: unknown;
}

export function catalogRead<R, V>(document: TypedDocumentString<R, V>, variables: V): CatalogRead {
  return { document: document as TypedDocumentString<unknown, unknown>, variables };
}

export function startEarlyReads(reads: readonly CatalogRead[], locale: Locale): void {
  for (const { document, variables } of reads) {
    const key = mirrorKey(document.toString(), locale, variables);
    const answer = sharedAnswer(key, () =>
      requestGraphql(document, variables, { locale: INTL_LOCALE[locale] }),
    );
    // The page that takes the answer handles its failure; one never taken must not be "unhandled".
    answer.catch(() => undefined);
  }
}
