/**
 * The upload texts are not a feature's, so the app's catalogue test does not walk them: the same
 * checks here (complete in fr, en, ar, valid ICU, named after the folder, no French text that the
 * app already writes).
 */
import { catalogueProblems, duplicateTexts, sharedCatalogue } from '@tijara/shared';
import { testCatalogues } from '../../test/test-catalogues';
import { uploadTexts } from './texts';

it('has every French text in en and ar, valid ICU, under components.upload ids', () => {
  expect(catalogueProblems(uploadTexts)).toEqual([]);
  expect(Object.keys(uploadTexts.fr).filter((id) => !id.startsWith('components.upload.'))).toEqual([]);
});

it('writes no French text the back office already has', () => {
  const others = { ...sharedCatalogue.fr, ...testCatalogues.fr };
  const ours = Object.keys(uploadTexts.fr);
  const clashes = Object.entries(duplicateTexts({ ...others, ...uploadTexts.fr })).filter(([, ids]) =>
    ids.some((id) => ours.includes(id)),
  );
  expect(clashes).toEqual([]);
});
