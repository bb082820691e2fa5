import path from 'node:path';
import { joinCatalogues } from '@tijara/shared';
import { describeAppCatalogues } from '@tijara/shared/test/catalogue-suite';
import { firstTexts, firstTranslations } from './first-texts';
import { catalogues, featureCatalogues } from './index';
import { translated } from './translated';
import { scopedCatalogues } from './scoped';

// The scoped features' texts reach the screen through their CatalogueScope, not the app's provider.
describeAppCatalogues({
  srcDir: path.resolve(__dirname, '../..'),
  features: { ...featureCatalogues, ...scopedCatalogues },
  catalogues: joinCatalogues([catalogues, ...Object.values(scopedCatalogues)]),
  allowedDuplicates: {
    'Cette page n’a pas pu être chargée.':
      'the CMS page and the landing page each come with their own route chunk; one shared message would put it on every first route',
    'Continuer mes achats':
      'the cart modal (closes itself) and the order confirmation (links home) each load on demand; one shared message would put it on every first route',
  },
});

describe('what the entry gives I18nProvider', () => {
  it('names in French exactly the texts of the whole catalogues, with no translation on the first route', () => {
    expect(firstTexts.fr).toEqual(catalogues.fr);
    expect([firstTexts.en, firstTexts.ar]).toEqual([{}, {}]);
  });

  it('brings every en and ar text of the first page with the language', async () => {
    expect(translated).toEqual({ en: catalogues.en, ar: catalogues.ar });
    await expect(firstTranslations.load('ar')).resolves.toEqual(catalogues.ar);
  });
});
