import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productPack.title', defaultMessage: 'Pack' },
  intro: {
    id: 'productPack.intro',
    defaultMessage: 'Un pack vend plusieurs produits ensemble, au prix de ce produit.',
  },
  loadFailed: { id: 'productPack.loadFailed', defaultMessage: 'Impossible de charger le pack.' },
  offline: {
    id: 'productPack.offline',
    defaultMessage:
      'Hors ligne : le pack reste sur cet appareil et pourra être enregistré une fois en ligne.',
  },
  readOnly: {
    id: 'productPack.readOnly',
    defaultMessage: 'Lecture seule : votre rôle ne permet pas de modifier les packs.',
  },
  mode: { id: 'productPack.mode', defaultMessage: 'Type de pack' },
  modeNone: { id: 'productPack.mode.none', defaultMessage: 'Pas un pack' },
  modeNoneHint: { id: 'productPack.mode.noneHint', defaultMessage: 'Le produit se vend seul.' },
  modeStrict: { id: 'productPack.mode.strict', defaultMessage: 'Strict' },
  modeStrictHint: {
    id: 'productPack.mode.strictHint',
    defaultMessage:
      'La déclinaison de chaque produit est fixée (robe rouge XL + ceinture) : le pack se vend tel quel.',
  },
  modeFlexible: { id: 'productPack.mode.flexible', defaultMessage: 'Flexible' },
  modeFlexibleHint: {
    id: 'productPack.mode.flexibleHint',
    defaultMessage: 'Le client choisit la déclinaison de chaque produit du pack.',
  },
  items: { id: 'productPack.items', defaultMessage: 'Produits du pack' },
  noItems: {
    id: 'productPack.noItems',
    defaultMessage: 'Le pack ne contient encore aucun produit : cherchez-en ci-dessous.',
  },
  combination: { id: 'productPack.combination', defaultMessage: 'Déclinaison fixée' },
  search: { id: 'productPack.search', defaultMessage: 'Ajouter un produit' },
  searchHint: {
    id: 'productPack.searchHint',
    defaultMessage: 'Nom, SKU ou code-barres, 3 caractères au moins.',
  },
  noMatch: { id: 'productPack.noMatch', defaultMessage: 'Aucun produit ne correspond à cette recherche.' },
  thisProduct: { id: 'productPack.thisProduct', defaultMessage: 'C’est ce produit' },
  isPack: { id: 'productPack.isPack', defaultMessage: 'Déjà un pack' },
  alreadyIn: { id: 'productPack.alreadyIn', defaultMessage: 'Déjà dans le pack' },
  quantityInvalid: {
    id: 'productPack.quantityInvalid',
    defaultMessage: 'Une quantité entière, 1 au moins.',
  },
  combinationRequired: {
    id: 'productPack.combinationRequired',
    defaultMessage: 'Choisissez la déclinaison : un pack strict la fixe.',
  },
  itemsRequired: { id: 'productPack.itemsRequired', defaultMessage: 'Ajoutez au moins un produit au pack.' },
  unsaved: { id: 'productPack.unsaved', defaultMessage: 'Pack modifié, pas encore enregistré.' },
  saved: { id: 'productPack.saved', defaultMessage: 'Pack enregistré.' },
  cleared: { id: 'productPack.cleared', defaultMessage: 'Ce produit n’est plus un pack.' },
  stale: { id: 'productPack.stale', defaultMessage: 'Quelqu’un d’autre a modifié ce pack entre-temps.' },
  refused: { id: 'productPack.refused', defaultMessage: 'Le pack n’a pas été enregistré.' },
});

/** The server's pack rules (pack-rules.ts), said in the staff's language. */
export const refusalMessages = defineMessages({
  containsItself: {
    id: 'productPack.refusal.containsItself',
    defaultMessage: 'Un pack ne peut pas se contenir lui-même.',
  },
  containsPack: {
    id: 'productPack.refusal.containsPack',
    defaultMessage: 'Un pack ne peut pas contenir un autre pack.',
  },
  inPackElsewhere: {
    id: 'productPack.refusal.inPackElsewhere',
    defaultMessage: 'Ce produit fait partie d’un pack : il ne peut pas devenir un pack lui-même.',
  },
  notOwnCombination: {
    id: 'productPack.refusal.notOwnCombination',
    defaultMessage: 'Cette déclinaison n’est pas une déclinaison de ce produit.',
  },
  duplicate: {
    id: 'productPack.refusal.duplicate',
    defaultMessage: 'Ce produit est déjà dans le pack : augmentez plutôt sa quantité.',
  },
  notAPack: {
    id: 'productPack.refusal.notAPack',
    defaultMessage: 'Un produit qui n’est pas un pack ne contient aucun produit.',
  },
});
