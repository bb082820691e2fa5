import path from 'node:path';
import { describeAppCatalogues } from '@tijara/shared/test/catalogue-suite';
import { joinCatalogues } from '@tijara/shared';
import { catalogues, featureCatalogues } from './index';
import { scopedCatalogues } from './scoped';

describeAppCatalogues({
  srcDir: path.resolve(__dirname, '../..'),
  // The scoped features' texts reach their screens through CatalogueScope, not the app's provider.
  features: { ...featureCatalogues, ...scopedCatalogues },
  catalogues: joinCatalogues([catalogues, ...Object.values(scopedCatalogues)]),
  allowedDuplicates: {
    // The sidebar names each section; the page repeats it as its title. They are kept apart so the
    // shell never imports the features, and a sidebar label may be shorter than its page's title.
    'Tableau de bord': 'sidebar entry and page title',
    'Zones de livraison': 'sidebar entry and page title',
    Stock: 'sidebar entry and page title',
    'Expéditions internes': 'sidebar entry and page title',
    Entrepôts: 'sidebar entry and page title',
    Promotions: 'sidebar entry and page title',
    'Segments de clients': 'sidebar entry and page title',
    Produits: 'sidebar entry and a promotion scope',
    Retour: 'going back (a button) and goods returned (a stock movement reason)',
    Téléphone: 'a sales channel, and a customer’s phone number',
    'Paiement échelonné': 'a sales channel, and a payment method',
    Règle: 'the rule column of a list, and the kind of segment (Arabic tells them apart)',
  },
});
