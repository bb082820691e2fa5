import { defineMessage, defineMessages } from 'react-intl';

/** The filter sidebar (the slide-in panel on a phone) and the bar of active filters. */
export const filterMessages = defineMessages({
  filters: { id: 'listing.filters', defaultMessage: 'Filtres' },
  openFilters: defineMessage<{ count: number }>({
    id: 'listing.openFilters',
    defaultMessage: '{count, plural, =0 {Filtrer} other {Filtrer (#)}}',
  }),
  closeFilters: { id: 'listing.closeFilters', defaultMessage: 'Fermer les filtres' },
  showResults: { id: 'listing.showResults', defaultMessage: 'Voir les produits' },
  brands: { id: 'listing.brands', defaultMessage: 'Marques' },
  subCategories: { id: 'listing.subCategories', defaultMessage: 'Catégories' },
  brandLines: { id: 'listing.brandLines', defaultMessage: 'Gammes' },
  price: { id: 'listing.price', defaultMessage: 'Prix' },
  priceMin: { id: 'listing.priceMin', defaultMessage: 'Minimum (DA)' },
  priceMax: { id: 'listing.priceMax', defaultMessage: 'Maximum (DA)' },
  priceApply: { id: 'listing.priceApply', defaultMessage: 'Appliquer le prix' },
  priceInvalid: {
    id: 'listing.priceInvalid',
    defaultMessage: 'Un montant en dinars, sans centimes.',
  },
  optionCount: defineMessage<{ count: number }>({
    id: 'listing.optionCount',
    defaultMessage: '{count, plural, one {# produit} other {# produits}}',
  }),
  activeFilters: { id: 'listing.activeFilters', defaultMessage: 'Filtres actifs' },
  clearAll: { id: 'listing.clearAll', defaultMessage: 'Tout effacer' },
  priceFrom: defineMessage<{ price: string }>({ id: 'listing.priceFrom', defaultMessage: 'Dès {price}' }),
  priceTo: defineMessage<{ price: string }>({ id: 'listing.priceTo', defaultMessage: 'Jusqu’à {price}' }),
  chip: defineMessage<{ label: string; value: string }>({
    id: 'listing.chip',
    defaultMessage: '{label} : {value}',
  }),
});
