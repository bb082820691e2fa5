/**
 * Texts of the back office's shared form pieces (SubmitButton, flashes, modals, save-all, the
 * currency, rating, responsive-number, price and allocation fields), in French (the source). They
 * come with every screen (app/routes.tsx gives each screen catalogue.ts in a CatalogueScope), not
 * with the dashboard's first route; the flash region's own are in flash-messages.ts. Ids start with
 * "components.".
 */
import { defineMessage, defineMessages } from 'react-intl';

export const componentMessages = defineMessages({
  submitting: { id: 'components.submitting', defaultMessage: 'Envoi…' },
  unexpectedFailure: {
    id: 'components.unexpectedFailure',
    defaultMessage: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  },
  saveAll: { id: 'components.saveAll', defaultMessage: 'Tout enregistrer' },
  saveAllNothing: {
    id: 'components.saveAll.nothing',
    defaultMessage: 'Rien à enregistrer : aucun formulaire n’a changé.',
  },
  saveAllDone: defineMessage<{ count: number }>({
    id: 'components.saveAll.done',
    defaultMessage: '{count, plural, one {# formulaire enregistré.} other {# formulaires enregistrés.}}',
  }),
  saveAllFailed: defineMessage<{ saved: number; failed: number }>({
    id: 'components.saveAll.failed',
    defaultMessage:
      '{failed, plural, one {# formulaire n’a pas pu être enregistré} other {# formulaires n’ont pas pu être enregistrés}}, {saved, plural, =0 {aucun autre ne l’a été} one {# l’a été} other {# l’ont été}} : voyez les erreurs sous les champs.',
  }),
  notAnAmount: {
    id: 'components.notAnAmount',
    defaultMessage: 'Saisissez un montant, par exemple 1 250,00.',
  },
  ratingOf: defineMessage<{ rating: string }>({
    id: 'components.rating.of',
    defaultMessage: '{rating} sur 5',
  }),
  percentOf: defineMessage<{ label: string; percent: string }>({
    id: 'components.donut.percentOf',
    defaultMessage: '{label} : {percent}',
  }),
  mobile: { id: 'components.responsive.mobile', defaultMessage: 'Mobile' },
  tablet: { id: 'components.responsive.tablet', defaultMessage: 'Tablette' },
  desktop: { id: 'components.responsive.desktop', defaultMessage: 'Ordinateur' },
  wholeNumber: {
    id: 'components.wholeNumber',
    defaultMessage: 'Saisissez un nombre entier, sans virgule.',
  },
  responsiveNumber: defineMessage<{ min: number; max: number }>({
    id: 'components.responsive.invalid',
    defaultMessage: 'Remplissez les trois cases, chacune d’un nombre entier de {min} à {max}.',
  }),
  priceType: { id: 'components.price.type', defaultMessage: 'Type de prix' },
  unitPrice: defineMessage<{ price: string }>({
    id: 'components.price.unit',
    defaultMessage: 'Prix unitaire : {price}',
  }),
  total: { id: 'components.total', defaultMessage: 'Total' },
  allocationRow: defineMessage<{ max: number }>({
    id: 'components.allocation.row',
    defaultMessage: 'Un nombre entier de 0 à {max}.',
  }),
  allocationTotal: defineMessage<{ total: number; max: number }>({
    id: 'components.allocation.total',
    defaultMessage: 'Total : {total} sur {max}',
  }),
  allocationOver: defineMessage<{ total: number; max: number }>({
    id: 'components.allocation.over',
    defaultMessage: 'Le total ({total}) dépasse le maximum de {max}.',
  }),
});
