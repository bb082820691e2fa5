import path from 'node:path';
import { describeAppCatalogues } from '@tijara/shared/test/catalogue-suite';
import { joinCatalogues } from '@tijara/shared';
import { catalogues, featureCatalogues } from './index';
import { componentsCatalogue } from '../../components/catalogue';
import { deviceTexts } from '../../components/device-texts';
import { uploadCatalogue } from '../../components/upload';
import { scopedCatalogues } from './scoped';

describeAppCatalogues({
  srcDir: path.resolve(__dirname, '../..'),
  // The scoped features' texts reach their screens through CatalogueScope, not the app's provider.
  features: { ...featureCatalogues, ...scopedCatalogues },
  // The components' texts come with the screens too (app/routes.tsx, CatalogueScope).
  catalogues: joinCatalogues([
    catalogues,
    ...Object.values(scopedCatalogues),
    componentsCatalogue,
    uploadCatalogue,
    deviceTexts,
  ]),
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
    Commandes: 'sidebar entry and page title',
    Clients: 'sidebar entry and page title',
    Caisse: 'sidebar entry and a sales channel (the till, where a promotion applies)',
    Annulée: 'an expedition’s status and an order’s',
    Produits: 'sidebar entry and a promotion scope',
    Catégories: 'a taxonomy tab and a promotion scope',
    Marques: 'a taxonomy tab and a promotion scope',
    Gammes: 'a taxonomy tab and a promotion scope',
    Collections: 'a taxonomy tab and a promotion scope',
    // The product editor's tabs are named as the panel each opens (and the taxonomy tab of the same
    // kind): a tab and its heading kept in two features, so the editor imports no panel's texts.
    Caractéristiques: 'a product editor tab, its panel and the taxonomy tab',
    Déclinaisons: 'a product editor tab and its panel',
    Images: 'a product editor tab and a column of the combinations panel',
    Pack: 'a product editor tab and its panel',
    Déclinaison: 'a column of the stock screen and of the product’s stock tab',
    Retour: 'going back (a button) and goods returned (a stock movement reason)',
    Téléphone: 'a sales channel, and a customer’s phone number',
    'Paiement échelonné': 'a sales channel, and a payment method',
    Règle: 'the rule column of a list, and the kind of segment (Arabic tells them apart)',
  },
});
