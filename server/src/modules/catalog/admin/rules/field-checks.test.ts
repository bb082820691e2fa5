import { BadUserInputError } from '../../../../core/errors';
import {
  calendarDate,
  colorValue,
  FieldProblems,
  optionalText,
  requiredLabels,
  requiredText,
  wholeNumber,
} from './field-checks';

function check(run: (problems: FieldProblems) => unknown) {
  const problems = new FieldProblems();
  const value = run(problems);
  return { value, problems: problems.all };
}

it('trims required text and refuses it empty or too long', () => {
  expect(check((p) => requiredText(p, 'name', '  Robe  '))).toEqual({ value: 'Robe', problems: {} });
  expect(check((p) => requiredText(p, 'name', '   ')).problems).toEqual({ name: ['must not be empty'] });
  expect(check((p) => requiredText(p, 'name', 'x'.repeat(11), 10)).problems).toEqual({
    name: ['must be at most 10 characters'],
  });
});

it('turns empty optional text into null', () => {
  expect(check((p) => optionalText(p, 'phone', '  '))).toEqual({ value: null, problems: {} });
});

it('requires the French label and drops empty translations', () => {
  expect(check((p) => requiredLabels(p, 'names', { fr: ' Robes ', en: '', ar: 'فساتين' }))).toEqual({
    value: { fr: 'Robes', ar: 'فساتين' },
    problems: {},
  });
  expect(check((p) => requiredLabels(p, 'names', { en: 'Dresses' })).problems).toEqual({
    'names.fr': ['must not be empty'],
  });
});

it('accepts colours as #RRGGBB only, stored upper-case', () => {
  expect(check((p) => colorValue(p, 'color', '#c62828'))).toEqual({ value: '#C62828', problems: {} });
  for (const bad of ['red', '#C628', 'C62828', '#C62828FF']) {
    expect(check((p) => colorValue(p, 'color', bad)).problems).toEqual({
      color: ['must be a colour like #C62828'],
    });
  }
});

it('accepts whole numbers from the minimum', () => {
  expect(check((p) => wholeNumber(p, 'q', 1, 1)).problems).toEqual({});
  expect(check((p) => wholeNumber(p, 'q', 0, 1)).problems).toEqual({ q: ['must be a whole number from 1'] });
  expect(check((p) => wholeNumber(p, 'q', 1.5)).problems).toEqual({ q: ['must be a whole number from 0'] });
});

it('accepts dates that exist', () => {
  expect(check((p) => calendarDate(p, 'd', '2028-02-29')).problems).toEqual({});
  expect(check((p) => calendarDate(p, 'd', '2027-02-29')).problems).toEqual({
    d: ['must be a date like 2026-12-31'],
  });
  expect(check((p) => calendarDate(p, 'd', '29/02/2028')).problems).toEqual({
    d: ['must be a date like 2026-12-31'],
  });
});

it('throws every problem at once', () => {
  const problems = new FieldProblems();
  requiredText(problems, 'a', '');
  requiredText(problems, 'b', '');
  const thrown = (() => {
    try {
      problems.assertNone('Please fix');
      return undefined;
    } catch (error) {
      return error;
    }
  })();
  expect(thrown).toBeInstanceOf(BadUserInputError);
  expect(thrown).toMatchObject({
    message: 'Please fix',
    fieldErrors: { a: ['must not be empty'], b: ['must not be empty'] },
  });
});
