import { errorsByField, linesOutside, translatedErrors } from './field-errors';

it('shows a nested input’s errors under the field it names first', () => {
  expect(
    errorsByField({ 'translations.en.title': ['required'], translations: ['x'], 'targetIds[2]': ['gone'] }),
  ).toEqual({ translations: ['required', 'x'], targetIds: ['gone'] });
});

it('translates the client’s checks field by field', () => {
  const required = { id: 'x.required', defaultMessage: 'Required' };
  const tooLong = { id: 'x.tooLong', defaultMessage: 'Too long' };
  expect(translatedErrors({ name: [required, tooLong] }, (m) => String(m.defaultMessage))).toEqual({
    name: ['Required', 'Too long'],
  });
});

it('keeps for the outcome only the lines of fields the form does not show', () => {
  const errors = { name: ['taken'], shopUuid: ['not yours'], version: ['stale', 'again'] };
  expect(linesOutside(errors, new Set(['name']))).toEqual(['not yours', 'stale', 'again']);
});
