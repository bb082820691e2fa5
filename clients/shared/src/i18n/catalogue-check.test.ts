import { catalogueProblems } from './catalogue-check';

it('names missing, empty, extra and malformed messages', () => {
  const problems = catalogueProblems({
    fr: { 'a.one': 'Un', 'a.two': '{n, plural, one {# article} other {# articles}}' },
    en: { 'a.one': 'One', 'a.two': '{n, plural, one {# item' },
    ar: { 'a.one': ' ', 'a.three': 'ثلاثة' },
  });
  expect(problems).toEqual([
    'en: a.two is not valid ICU (EXPECT_ARGUMENT_CLOSING_BRACE)',
    'ar: a.one is missing',
    'ar: a.two is missing',
    'ar: a.three is not in the French source',
  ]);
});
