import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { outcomeUnknown } from './use-part-reception';

const refusal = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions: { code } }] });

it('keeps the idempotency key while the outcome of an attempt is unknown', () => {
  expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  expect(outcomeUnknown(refusal('INTERNAL_SERVER_ERROR'))).toBe(true);
  expect(outcomeUnknown(refusal('SERVICE_UNAVAILABLE'))).toBe(true);
  expect(outcomeUnknown(refusal('CONFLICT'))).toBe(true);
});

it('starts a new key after the request itself was refused', () => {
  for (const code of ['BAD_USER_INPUT', 'MALFORMED_REQUEST', 'NOT_FOUND', 'FORBIDDEN']) {
    expect(outcomeUnknown(refusal(code))).toBe(false);
  }
});
