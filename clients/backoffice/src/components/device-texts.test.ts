/**
 * The notes' texts are not a feature's, so the app's catalogue test does not walk them: the same
 * checks here (complete in fr, en, ar, valid ICU, components.device ids, no French text the back
 * office already writes).
 */
import { catalogueProblems, duplicateTexts, sharedCatalogue } from '@tijara/shared';
import { testCatalogues } from '../test/test-catalogues';
import { deviceTexts } from './device-texts';

it('has every French text in en and ar, valid ICU, under components.device ids', () => {
  expect(catalogueProblems(deviceTexts)).toEqual([]);
  expect(Object.keys(deviceTexts.fr).filter((id) => !id.startsWith('components.device.'))).toEqual([]);
});

it('writes no French text the back office already has', () => {
  const ours = Object.keys(deviceTexts.fr);
  const all = { ...sharedCatalogue.fr, ...testCatalogues.fr, ...deviceTexts.fr };
  const clashes = Object.entries(duplicateTexts(all)).filter(([, ids]) =>
    ids.some((id) => ours.includes(id)),
  );
  expect(clashes).toEqual([]);
});
