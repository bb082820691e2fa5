/**
 * Texts of the home page and the modules it opens with: the titles a module has when staff give it
 * none, "see all", the buttons of the banner and text carousels. The texts of the modules in the
 * content modules' chunk (deals, promo banner, blog...) come with it: later-messages.ts.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  welcome: defineMessage<{ shop: string }>({ id: 'home.welcome', defaultMessage: 'Bienvenue chez {shop}' }),
  seeAll: { id: 'home.seeAll', defaultMessage: 'Voir tout' },
  featured: { id: 'home.featured', defaultMessage: 'À la une' },
  newArrivals: { id: 'home.newArrivals', defaultMessage: 'Derniers arrivages' },
  onSale: { id: 'home.onSale', defaultMessage: 'En promotion' },
  bestsellers: { id: 'home.bestsellers', defaultMessage: 'Meilleures ventes' },
  products: { id: 'home.products', defaultMessage: 'Notre sélection' },
  highlights: { id: 'home.highlights', defaultMessage: 'À découvrir' },
  slidePrevious: { id: 'home.slidePrevious', defaultMessage: 'Diapositive précédente' },
  slideNext: { id: 'home.slideNext', defaultMessage: 'Diapositive suivante' },
  categories: { id: 'home.categories', defaultMessage: 'Nos catégories' },
  brands: { id: 'home.brands', defaultMessage: 'Nos marques' },
});
