import { catalogueFromDescriptors, catalogueProblems } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

it('translates every expedition message into en and ar, each valid ICU', () => {
  const fr = catalogueFromDescriptors([messages]);
  expect(Object.keys(fr).every((id) => id.startsWith('expeditions.'))).toBe(true);
  expect(catalogueProblems({ fr, ...translations })).toEqual([]);
});
