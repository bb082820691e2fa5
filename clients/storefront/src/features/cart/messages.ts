/** The texts of the cart modal and the combination modal, loaded with them (catalogue.ts). */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const messages = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Votre panier' },
  close: { id: 'cart.close', defaultMessage: 'Fermer' },
  continueShopping: { id: 'cart.continueShopping', defaultMessage: 'Continuer mes achats' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Passer la commande' },
  unitPrice: { id: 'cart.unitPrice', defaultMessage: 'Prix unitaire' },
  lineTotal: { id: 'cart.lineTotal', defaultMessage: 'Sous-total' },
  attribute: defineMessage<{ type: string; value: string }>({
    id: 'cart.attribute',
    defaultMessage: '{type} : {value}',
  }),
  decrease: defineMessage<Named>({ id: 'cart.decrease', defaultMessage: 'Diminuer la quantité de {name}' }),
  increase: defineMessage<Named>({ id: 'cart.increase', defaultMessage: 'Augmenter la quantité de {name}' }),
  quantityOf: defineMessage<Named>({ id: 'cart.quantityOf', defaultMessage: 'Quantité de {name}' }),
  checking: { id: 'cart.checking', defaultMessage: 'Vérification des prix et du stock…' },
  unchecked: {
    id: 'cart.unchecked',
    defaultMessage: 'Prix et stock non vérifiés (pas de connexion) : ils le seront à la commande.',
  },
  pricesChanged: {
    id: 'cart.pricesChanged',
    defaultMessage: 'Des prix ont changé depuis votre ajout : le panier affiche les prix actuels.',
  },
  notSold: { id: 'cart.notSold', defaultMessage: 'N’est plus vendu : retirez-le du panier.' },
  unavailable: { id: 'cart.unavailable', defaultMessage: 'Indisponible' },
  fewLeft: defineMessage<{ available: number }>({
    id: 'cart.fewLeft',
    defaultMessage:
      '{available, plural, one {Plus qu’# disponible} other {Plus que # disponibles}} : réduisez la quantité.',
  }),
  blocked: {
    id: 'cart.blocked',
    defaultMessage:
      'Pour passer la commande, retirez d’abord les articles indisponibles ou qui ne sont plus vendus.',
  },
  chooseOptions: { id: 'cart.chooseOptions', defaultMessage: 'Choisir les options' },
  choice: { id: 'cart.choice', defaultMessage: 'Votre choix' },
  noChoice: { id: 'cart.noChoice', defaultMessage: 'Aucune option n’est disponible pour le moment.' },
  cancel: { id: 'cart.cancel', defaultMessage: 'Annuler' },
});
