import { catalogueFromDescriptors, catalogueProblems } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';
import { vocabularyMessages } from './vocabulary-messages';

it('translates every promotion message into en and ar, each valid ICU', () => {
  const fr = catalogueFromDescriptors([messages, vocabularyMessages]);
  expect(Object.keys(fr).every((id) => id.startsWith('promotions.'))).toBe(true);
  expect(catalogueProblems({ fr, ...translations })).toEqual([]);
});
