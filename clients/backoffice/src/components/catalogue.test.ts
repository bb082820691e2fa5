import { catalogueProblems } from '@tijara/shared';
import { catalogues } from '../app/i18n';
import { componentsCatalogue } from './catalogue';
import { flashCatalogue } from './flash-catalogue';

// The app's catalogue test walks src/features only: the components' texts are checked here.
it('has every text of the components in fr, en and ar, valid ICU, under "components."', () => {
  for (const catalogue of [componentsCatalogue, flashCatalogue]) {
    expect(catalogueProblems(catalogue)).toEqual([]);
    expect(Object.keys(catalogue.fr).filter((id) => !id.startsWith('components.'))).toEqual([]);
  }
});

it('registers the flash texts with the first page, and no other component text', () => {
  expect(Object.keys(flashCatalogue.fr).filter((id) => !(id in catalogues.fr))).toEqual([]);
  expect(Object.keys(componentsCatalogue.fr).filter((id) => id in catalogues.fr)).toEqual([]);
});
