import { pgArray } from './pg-array';

it('writes numbers bare, null as NULL and text quoted with its quotes and backslashes escaped', () => {
  expect(pgArray([1, 20, null])).toBe('{1,20,NULL}');
  expect(pgArray(['Robe', 'say "oui"', 'a\\b', 'NULL', ''])).toBe(
    '{"Robe","say \\"oui\\"","a\\\\b","NULL",""}',
  );
  expect(pgArray([])).toBe('{}');
});
