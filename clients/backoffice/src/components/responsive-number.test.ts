import { parseResponsiveNumber, serializeResponsiveNumber } from './responsive-number';

it('stores three whole numbers as a JSON text and reads them back', () => {
  const text = serializeResponsiveNumber({ mobile: 2, tablet: 3, desktop: 5 });
  expect(text).toBe('{"mobile":2,"tablet":3,"desktop":5}');
  expect(parseResponsiveNumber(text)).toEqual({ mobile: 2, tablet: 3, desktop: 5 });
});

it('reads an older [mobile, tablet, desktop] array', () => {
  expect(parseResponsiveNumber('[1, 2, 4]')).toEqual({ mobile: 1, tablet: 2, desktop: 4 });
});

it('refuses anything that is not three whole numbers from 0', () => {
  for (const text of [
    null,
    undefined,
    '',
    'abc',
    '3',
    '[1, 2]',
    '{"mobile":1,"tablet":2}',
    '{"mobile":1.5,"tablet":2,"desktop":3}',
    '{"mobile":-1,"tablet":2,"desktop":3}',
    '{"mobile":"1","tablet":2,"desktop":3}',
  ]) {
    expect(parseResponsiveNumber(text)).toBeNull();
  }
});
