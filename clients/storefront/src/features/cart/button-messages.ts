/**
 * The cart's texts on every first route: the navbar cart and the product cards' button (and the
 * words the checkout and the product page's buy box reuse). The modals' texts load with them
 * (messages.ts).
 */
import { defineMessage, defineMessages } from 'react-intl';

export const buttonMessages = defineMessages({
  navbar: defineMessage<{ count: number }>({
    id: 'cart.navbar',
    defaultMessage: 'Panier, {count, plural, =0 {vide} one {# article} other {# articles}}',
  }),
  add: { id: 'cart.add', defaultMessage: 'Ajouter au panier' },
  addOf: defineMessage<{ name: string }>({ id: 'cart.addOf', defaultMessage: 'Ajouter au panier : {name}' }),
  adding: { id: 'cart.adding', defaultMessage: 'Ajout…' },
  addFailed: { id: 'cart.addFailed', defaultMessage: 'Ajout impossible pour l’instant. Réessayez.' },
  empty: { id: 'cart.your_cart_is_empty', defaultMessage: 'Votre panier est vide' },
  quantity: { id: 'cart.quantity', defaultMessage: 'Quantité' },
  total: { id: 'cart.total', defaultMessage: 'Total' },
  repaired: {
    id: 'cart.repaired',
    defaultMessage:
      'Votre panier a été corrigé : des articles illisibles ont été retirés ou des quantités ajustées. Vérifiez-le avant de commander.',
  },
});
