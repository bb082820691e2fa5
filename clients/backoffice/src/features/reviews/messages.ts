import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'reviews.title', defaultMessage: 'Modération des avis' },
  intro: {
    id: 'reviews.intro',
    defaultMessage:
      'Les avis envoyés depuis la boutique attendent ici : publiés, ils apparaissent sur la fiche du produit.',
  },
  tabs: { id: 'reviews.tabs', defaultMessage: 'Avis par état' },
  tabPending: { id: 'reviews.tab.pending', defaultMessage: 'À modérer' },
  tabPublished: { id: 'reviews.tab.published', defaultMessage: 'Publiés' },
  tabRejected: { id: 'reviews.tab.rejected', defaultMessage: 'Rejetés' },
  emptyPending: { id: 'reviews.empty.pending', defaultMessage: 'Aucun avis à modérer : la file est vide.' },
  emptyPublished: { id: 'reviews.empty.published', defaultMessage: 'Aucun avis publié.' },
  emptyRejected: { id: 'reviews.empty.rejected', defaultMessage: 'Aucun avis rejeté.' },
  listFailed: { id: 'reviews.listFailed', defaultMessage: 'Impossible de charger les avis.' },
  offline: {
    id: 'reviews.offline',
    defaultMessage: 'Hors ligne : la publication et le rejet des avis attendent le retour du réseau.',
  },
  reviewOf: defineMessage<{ product: string; author: string }>({
    id: 'reviews.reviewOf',
    defaultMessage: 'Avis de {author} sur {product}',
  }),
  onStorefront: { id: 'reviews.onStorefront', defaultMessage: 'Voir le produit sur la boutique' },
  newTab: { id: 'reviews.newTab', defaultMessage: '(s’ouvre dans un nouvel onglet)' },
  rating: defineMessage<{ rating: number }>({
    id: 'reviews.rating',
    defaultMessage: '{rating, plural, one {# étoile sur 5} other {# étoiles sur 5}}',
  }),
  contact: { id: 'reviews.contact', defaultMessage: 'Contact' },
  purchase: { id: 'reviews.purchase', defaultMessage: 'Achat déclaré' },
  boughtHere: defineMessage<{ date: string }>({
    id: 'reviews.boughtHere',
    defaultMessage: 'Acheté dans cette boutique le {date}',
  }),
  boughtElsewhere: defineMessage<{ date: string }>({
    id: 'reviews.boughtElsewhere',
    defaultMessage: 'Acheté ailleurs le {date}',
  }),
  policyAccepted: { id: 'reviews.policyAccepted', defaultMessage: 'Charte des avis acceptée' },
  policyNotAccepted: { id: 'reviews.policyNotAccepted', defaultMessage: 'Charte des avis non acceptée' },
  receivedAt: defineMessage<{ date: string }>({ id: 'reviews.receivedAt', defaultMessage: 'Reçu le {date}' }),
  moderatedAt: defineMessage<{ date: string }>({
    id: 'reviews.moderatedAt',
    defaultMessage: 'Modéré le {date}',
  }),
  photos: { id: 'reviews.photos', defaultMessage: 'Photos jointes' },
  photoOf: defineMessage<{ author: string; index: number }>({
    id: 'reviews.photoOf',
    defaultMessage: 'Photo {index} jointe par {author}',
  }),
  rejectionReason: { id: 'reviews.rejectionReason', defaultMessage: 'Motif du rejet' },
  publish: { id: 'reviews.publish', defaultMessage: 'Publier' },
  reject: { id: 'reviews.reject', defaultMessage: 'Rejeter' },
  publishOf: defineMessage<{ author: string }>({
    id: 'reviews.publishOf',
    defaultMessage: 'Publier l’avis de {author}',
  }),
  rejectOf: defineMessage<{ author: string }>({
    id: 'reviews.rejectOf',
    defaultMessage: 'Rejeter l’avis de {author}',
  }),
  rejectHint: {
    id: 'reviews.rejectHint',
    defaultMessage: 'Lu par l’équipe seulement : le client n’est pas prévenu. 500 caractères au plus.',
  },
  reasonRequired: { id: 'reviews.reasonRequired', defaultMessage: 'Indiquez le motif du rejet.' },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'reviews.reasonTooLong',
    defaultMessage: 'Le motif ne doit pas dépasser {max} caractères.',
  }),
  published: defineMessage<{ author: string }>({
    id: 'reviews.published',
    defaultMessage: 'Avis de {author} publié : il apparaît sur la fiche du produit.',
  }),
  rejected: defineMessage<{ author: string }>({
    id: 'reviews.rejected',
    defaultMessage: 'Avis de {author} rejeté : il n’apparaît plus sur la boutique.',
  }),
  pagination: { id: 'reviews.pagination', defaultMessage: 'Pages des avis' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'reviews.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# avis} other {# avis}}',
  }),
  pageSize: { id: 'reviews.pageSize', defaultMessage: 'Avis par page' },
});
