import { catalogueFromDescriptors, catalogueProblems } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

it('translates every segment message into en and ar, each valid ICU', () => {
  const fr = catalogueFromDescriptors([messages]);
  expect(Object.keys(fr).every((id) => id.startsWith('segments.'))).toBe(true);
  expect(catalogueProblems({ fr, ...translations })).toEqual([]);
});
