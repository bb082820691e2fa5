import path from 'node:path';
import { describeAppCatalogues } from '@tijara/shared/test/catalogue-suite';
import { catalogues, featureCatalogues } from './index';

describeAppCatalogues({
  srcDir: path.resolve(__dirname, '../..'),
  features: featureCatalogues,
  catalogues,
  allowedDuplicates: {},
});
