import { catalogueFromDescriptors, catalogueProblems } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

it('has every transporter payment message in en and ar, each a valid ICU message', () => {
  const fr = catalogueFromDescriptors([messages]);
  expect(Object.keys(fr).every((id) => id.startsWith('transporterPayments.'))).toBe(true);
  expect(catalogueProblems({ fr, ...translations })).toEqual([]);
});
