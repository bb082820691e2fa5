/**
 * Words several screens share, in French (the source): one text per meaning, so "Enregistrer" or
 * "Page suivante" is written and translated once. Unlike shared-messages.ts, an app registers this
 * catalogue itself (commonCatalogue in its app/i18n) once its screens use one of these words; its
 * catalogue test fails until it does.
 */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

// Pure: an app whose screens use none of these words leaves them out of its bundle.
export const commonMessages = /* @__PURE__ */ defineMessages({
  save: { id: 'shared.common.save', defaultMessage: 'Enregistrer' },
  saving: { id: 'shared.common.saving', defaultMessage: 'Enregistrement…' },
  saveFailed: { id: 'shared.common.saveFailed', defaultMessage: 'L’enregistrement a échoué.' },
  cancel: { id: 'shared.common.cancel', defaultMessage: 'Annuler' },
  close: { id: 'shared.common.close', defaultMessage: 'Fermer' },
  add: { id: 'shared.common.add', defaultMessage: 'Ajouter' },
  addOf: defineMessage<Named>({ id: 'shared.common.addOf', defaultMessage: 'Ajouter {name}' }),
  remove: { id: 'shared.common.remove', defaultMessage: 'Retirer' },
  editOf: defineMessage<Named>({ id: 'shared.common.editOf', defaultMessage: 'Modifier {name}' }),
  delete: { id: 'shared.common.delete', defaultMessage: 'Supprimer' },
  deleteOf: defineMessage<Named>({ id: 'shared.common.deleteOf', defaultMessage: 'Supprimer {name}' }),
  deleteRefused: defineMessage<{ reason: string }>({
    id: 'shared.common.deleteRefused',
    defaultMessage: 'Suppression refusée : {reason}',
  }),
  confirmTitle: { id: 'shared.common.confirmTitle', defaultMessage: 'Confirmation' },
  searching: { id: 'shared.common.searching', defaultMessage: 'Recherche…' },
  searchFailed: { id: 'shared.common.searchFailed', defaultMessage: 'La recherche a échoué.' },
  previousPage: { id: 'shared.common.previousPage', defaultMessage: 'Page précédente' },
  nextPage: { id: 'shared.common.nextPage', defaultMessage: 'Page suivante' },
  updating: { id: 'shared.common.updating', defaultMessage: 'Mise à jour…' },
  actions: { id: 'shared.common.actions', defaultMessage: 'Actions' },
  name: { id: 'shared.common.name', defaultMessage: 'Nom' },
  nameRequired: { id: 'shared.common.nameRequired', defaultMessage: 'Le nom est obligatoire.' },
  status: { id: 'shared.common.status', defaultMessage: 'Statut' },
  allStatuses: { id: 'shared.common.allStatuses', defaultMessage: 'Tous les statuts' },
  email: { id: 'shared.common.email', defaultMessage: 'E-mail' },
  shop: { id: 'shared.common.shop', defaultMessage: 'Boutique' },
  warehouse: { id: 'shared.common.warehouse', defaultMessage: 'Entrepôt' },
  warehousesFailed: {
    id: 'shared.common.warehousesFailed',
    defaultMessage: 'Impossible de charger les entrepôts.',
  },
  product: { id: 'shared.common.product', defaultMessage: 'Produit' },
  available: { id: 'shared.common.available', defaultMessage: 'Disponible' },
  quantity: { id: 'shared.common.quantity', defaultMessage: 'Quantité' },
  note: { id: 'shared.common.note', defaultMessage: 'Note' },
  by: { id: 'shared.common.by', defaultMessage: 'Par' },
  /** The server's invalid_data message key, as the stock and payment screens say it. */
  invalidData: { id: 'shared.common.invalidData', defaultMessage: 'Données invalides.' },
});
