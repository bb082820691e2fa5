import path from 'node:path';
import { joinCatalogues } from '@tijara/shared';
import { describeAppCatalogues } from '@tijara/shared/test/catalogue-suite';
import { catalogues, featureCatalogues } from './index';
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
