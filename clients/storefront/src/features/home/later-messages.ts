/**
 * Texts of the modules in the content modules' chunk (content-modules.ts): deal cards and their
 * countdown, the promo banner of the default home, the titles of the blog, brand line and text
 * modules. They come with that chunk (later-catalogue.ts), off the home's first route.
 */
import { defineMessage, defineMessages } from 'react-intl';

type Count = { count: number };

export const laterMessages = defineMessages({
  brandLines: { id: 'home.brandLines', defaultMessage: 'Nos gammes' },
  announcements: { id: 'home.announcements', defaultMessage: 'Infos de la boutique' },
  blogPosts: { id: 'home.blogPosts', defaultMessage: 'Nos derniers articles' },
  blogCategories: { id: 'home.blogCategories', defaultMessage: 'Les rubriques du blog' },
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
  dealOffDelivery: defineMessage<{ amount: string }>({
    id: 'home.dealOffDelivery',
    defaultMessage: '{amount} de remise sur la livraison',
  }),
  dealFreeDelivery: { id: 'home.dealFreeDelivery', defaultMessage: 'Livraison offerte' },
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
