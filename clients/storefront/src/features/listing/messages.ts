import { defineMessage, defineMessages } from 'react-intl';

/** The page around the results: titles, states, count, sort, page size, pager. */
export const messages = defineMessages({
  featuredTitle: { id: 'listing.featuredTitle', defaultMessage: 'Produits vedettes' },
  newArrivalsTitle: { id: 'listing.newArrivalsTitle', defaultMessage: 'Nouveautés' },
  searchTitle: { id: 'listing.searchTitle', defaultMessage: 'Recherche' },
  searchResults: defineMessage<{ q: string }>({
    id: 'listing.searchResults',
    defaultMessage: 'Résultats pour « {q} »',
  }),
  searchLabel: { id: 'listing.searchLabel', defaultMessage: 'Rechercher un produit' },
  searchSubmit: { id: 'listing.searchSubmit', defaultMessage: 'Rechercher' },
  searchTooShort: defineMessage<{ min: number }>({
    id: 'listing.searchTooShort',
    defaultMessage: 'Saisissez au moins {min} caractères du nom d’un produit.',
  }),
  breadcrumbs: { id: 'listing.breadcrumbs', defaultMessage: 'Vous êtes ici' },
  shop: { id: 'listing.shop', defaultMessage: 'Accueil' },
  promotionEnds: defineMessage<{ date: string }>({
    id: 'listing.promotionEnds',
    defaultMessage: 'Offre valable jusqu’au {date}',
  }),
  found: defineMessage<{ count: number }>({
    id: 'listing.found',
    defaultMessage:
      '{count, plural, =0 {Aucun produit trouvé} one {# produit trouvé} other {# produits trouvés}}',
  }),
  sort: { id: 'listing.sort', defaultMessage: 'Trier par' },
  sortDefault: { id: 'listing.sortDefault', defaultMessage: 'Les plus récents' },
  sortPriceAsc: { id: 'listing.sortPriceAsc', defaultMessage: 'Prix croissant' },
  sortPriceDesc: { id: 'listing.sortPriceDesc', defaultMessage: 'Prix décroissant' },
  pageSize: { id: 'listing.pageSize', defaultMessage: 'Produits par page' },
  error: defineMessage<{ message: string }>({ id: 'listing.error', defaultMessage: 'Erreur : {message}' }),
  noProducts: { id: 'listing.noProducts', defaultMessage: 'Aucun produit à afficher ici pour le moment.' },
  noMatch: { id: 'listing.noMatch', defaultMessage: 'Aucun produit ne correspond à ces filtres.' },
  pastEnd: {
    id: 'listing.pastEnd',
    defaultMessage: 'Cette page est au-delà de la fin de la liste.',
  },
  firstPage: { id: 'listing.firstPage', defaultMessage: 'Revenir à la page 1' },
  pagination: { id: 'listing.pagination', defaultMessage: 'Pages de résultats' },
  previousPage: { id: 'listing.previousPage', defaultMessage: 'Résultats précédents' },
  nextPage: { id: 'listing.nextPage', defaultMessage: 'Résultats suivants' },
  pageNumber: defineMessage<{ page: number }>({ id: 'listing.pageNumber', defaultMessage: 'Page {page}' }),
  results: { id: 'listing.results', defaultMessage: 'Produits' },
});
