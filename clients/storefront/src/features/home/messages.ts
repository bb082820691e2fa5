/** Texts of the home page and its modules (banner, deal cards, carousels' titles). */
import { defineMessage, defineMessages } from 'react-intl';

type Count = { count: number };

export const messages = defineMessages({
  welcome: defineMessage<{ shop: string }>({ id: 'home.welcome', defaultMessage: 'Bienvenue chez {shop}' }),
  seeAll: { id: 'home.seeAll', defaultMessage: 'Voir tout' },
  featured: { id: 'home.featured', defaultMessage: 'À la une' },
  newArrivals: { id: 'home.newArrivals', defaultMessage: 'Derniers arrivages' },
  onSale: { id: 'home.onSale', defaultMessage: 'En promotion' },
  categories: { id: 'home.categories', defaultMessage: 'Nos catégories' },
  brands: { id: 'home.brands', defaultMessage: 'Nos marques' },
  deals: { id: 'home.deals', defaultMessage: 'Offres du moment' },
  banner: { id: 'home.banner', defaultMessage: 'Promotions en cours' },
  bannerSlide: defineMessage<{ index: number; count: number }>({
    id: 'home.bannerSlide',
    defaultMessage: 'Promotion {index} sur {count}',
  }),
  bannerPrevious: { id: 'home.bannerPrevious', defaultMessage: 'Promotion précédente' },
  bannerNext: { id: 'home.bannerNext', defaultMessage: 'Promotion suivante' },
  bannerPause: { id: 'home.bannerPause', defaultMessage: 'Arrêter la rotation des promotions' },
  bannerPlay: { id: 'home.bannerPlay', defaultMessage: 'Reprendre la rotation des promotions' },
  dealOff: defineMessage<{ amount: string }>({ id: 'home.dealOff', defaultMessage: '{amount} de remise' }),
  dealOn: defineMessage<{ name: string }>({ id: 'home.dealOn', defaultMessage: 'Sur {name}' }),
  dealEndsIn: { id: 'home.dealEndsIn', defaultMessage: 'Se termine dans' },
  dealSee: { id: 'home.dealSee', defaultMessage: 'Voir l’offre' },
  days: defineMessage<Count>({
    id: 'home.days',
    defaultMessage: '{count, plural, one {jour} other {jours}}',
  }),
  hours: defineMessage<Count>({
    id: 'home.hours',
    defaultMessage: '{count, plural, one {heure} other {heures}}',
  }),
  minutes: defineMessage<Count>({
    id: 'home.minutes',
    defaultMessage: '{count, plural, one {minute} other {minutes}}',
  }),
  seconds: defineMessage<Count>({
    id: 'home.seconds',
    defaultMessage: '{count, plural, one {seconde} other {secondes}}',
  }),
});
