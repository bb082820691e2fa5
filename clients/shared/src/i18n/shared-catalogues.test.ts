import { ERROR_CODES } from '@tijara/schema';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCodeOfStatus } from '../errors/server-verdict';
import { catalogueProblems } from './catalogue-check';
import { refusalMessage } from '../apollo/graphql-error-code';
import { errorMessage, errorMessages, messageByCode } from './error-messages';
import { commonCatalogue, errorCatalogue, sharedCatalogue, syncCatalogue } from './shared-catalogues';

it.each([
  ['shared', sharedCatalogue],
  ['common', commonCatalogue],
  ['error', errorCatalogue],
  ['sync', syncCatalogue],
])('has every %s text in fr, en and ar, valid ICU, under "shared."', (_, catalogue) => {
  expect(Object.keys(catalogue.fr).length).toBeGreaterThan(0);
  expect(catalogueProblems(catalogue)).toEqual([]);
  expect(Object.keys(catalogue.fr).filter((id) => !id.startsWith('shared.'))).toEqual([]);
});

it('has a text for every error code of the schema, in the three languages', () => {
  for (const code of ERROR_CODES) {
    const id = messageByCode[code].id as string;
    expect(id).toBe(`shared.error.${code}`);
    for (const locale of ['fr', 'en', 'ar'] as const) expect(errorCatalogue[locale][id]).toBeTruthy();
  }
});

it('says the code of a refusal, and that no answer came when there is none', () => {
  const forbidden = new CombinedGraphQLErrors({
    errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }],
  });
  expect(refusalMessage(forbidden)).toBe(errorMessages.FORBIDDEN);
  expect(refusalMessage(new TypeError('Failed to fetch'))).toBe(errorMessages.unreachable);
  expect(errorMessage(null)).toBe(errorMessages.unreachable);
});

it('reads a REST refusal by its status, which the server chose from the code', () => {
  expect(errorCodeOfStatus(401)).toBe('UNAUTHENTICATED');
  expect(errorCodeOfStatus(429)).toBe('RATE_LIMITED');
  expect(errorCodeOfStatus(418)).toBeNull();
});
