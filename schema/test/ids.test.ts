import { idFromText } from '../src/ids';

it('reads an id written plainly, and nothing else', () => {
  expect(idFromText('42')).toBe(42);
  expect(idFromText('999999999')).toBe(999_999_999);
  for (const text of ['0', '042', '-3', '1.5', '1e3', ' 7', '1234567890', 'abc', '', null, undefined]) {
    expect([text, idFromText(text)]).toEqual([text, null]);
  }
});
