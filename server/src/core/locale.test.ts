import { negotiateLocale } from './locale';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['ar', 'ar'],
    ['ar-DZ,ar;q=0.9,fr;q=0.8', 'ar'],
    ['fr-DZ,ar;q=0.5', 'fr'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,ar;q=0.3', 'ar'],
    ['de,es', 'fr'],
    ['fr;q=0.2, ar;q=0.7', 'ar'],
    ['ar;q=0, en', 'en'],
    ['en, ar', 'en'],
  ])('picks the best supported language for %p', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
