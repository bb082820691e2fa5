import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'cmsPages.title', defaultMessage: 'Pages d’information' },
  intro: {
    id: 'cmsPages.intro',
    defaultMessage:
      'Livraison, conditions générales de vente, qui sommes-nous… : des pages de texte que les menus peuvent montrer, à l’adresse /page/… de la boutique.',
  },
  newPage: { id: 'cmsPages.newPage', defaultMessage: 'Nouvelle page d’information' },
  columnTitle: { id: 'cmsPages.columnTitle', defaultMessage: 'Intitulé' },
  empty: { id: 'cmsPages.empty', defaultMessage: 'Aucune page d’information pour l’instant.' },
  listFailed: { id: 'cmsPages.listFailed', defaultMessage: 'Impossible de charger les pages d’information.' },
  shopFailed: {
    id: 'cmsPages.shopFailed',
    defaultMessage: 'Impossible de savoir de quelle boutique sont les pages d’information.',
  },
  offline: {
    id: 'cmsPages.offline',
    defaultMessage:
      'Hors ligne : les pages d’information se lisent, mais ne s’enregistrent qu’une fois le réseau revenu.',
  },
  editOf: defineMessage<{ name: string }>({
    id: 'cmsPages.editOf',
    defaultMessage: 'Modifier la page {name}',
  }),
  editLink: { id: 'cmsPages.editLink', defaultMessage: 'Modifier la page' },
  confirmDelete: defineMessage<{ name: string }>({
    id: 'cmsPages.confirmDelete',
    defaultMessage: 'Supprimer la page d’information {name} ?',
  }),
  deleted: { id: 'cmsPages.deleted', defaultMessage: 'Page d’information supprimée.' },
  backToList: { id: 'cmsPages.backToList', defaultMessage: 'Retour aux pages d’information' },
  editTitle: defineMessage<{ name: string }>({
    id: 'cmsPages.editTitle',
    defaultMessage: 'Page d’information « {name} »',
  }),
  pageFailed: {
    id: 'cmsPages.pageFailed',
    defaultMessage: 'Impossible de charger cette page d’information.',
  },
  titleLabel: { id: 'cmsPages.titleLabel', defaultMessage: 'Titre de la page d’information' },
  bodyLabel: { id: 'cmsPages.bodyLabel', defaultMessage: 'Contenu de la page' },
  published: { id: 'cmsPages.published', defaultMessage: 'Publiée sur la boutique' },
  save: { id: 'cmsPages.save', defaultMessage: 'Enregistrer la page' },
  saved: { id: 'cmsPages.saved', defaultMessage: 'Page d’information enregistrée.' },
});
