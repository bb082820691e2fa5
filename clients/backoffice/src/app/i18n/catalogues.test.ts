import { catalogueProblems } from '@tijara/shared';
import { catalogues } from './index';

it('has every message in fr, en and ar, each a valid ICU message', () => {
  expect(catalogues.fr).not.toEqual({});
  expect(catalogueProblems(catalogues)).toEqual([]);
});
