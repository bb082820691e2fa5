import { foldText, searchPattern } from './folded-search';

it('folds French accents on both sides alike but leaves Arabic letters whole', () => {
  expect(foldText('ÉTÉ Œuf')).toBe('ete œuf');
  expect(foldText('أحمد')).toBe('أحمد');
  expect(searchPattern(' إبريق ')).toBe('%إبريق%');
});

it('names the field at fault', () => {
  expect(() => searchPattern('x'.repeat(101), 'term')).toThrow('Invalid term');
});
