/** The words of the plain lists: brand lines (under their brand), collections, tags and suppliers. */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const listsMessages = defineMessages({
  newLine: { id: 'taxonomy.line.new', defaultMessage: 'Nouvelle gamme' },
  editLine: defineMessage<Named>({
    id: 'taxonomy.line.edit',
    defaultMessage: 'Modifier la gamme « {name} »',
  }),
  newLineOf: defineMessage<Named>({
    id: 'taxonomy.line.newOf',
    defaultMessage: 'Ajouter une gamme à {name}',
  }),
  lineBrand: { id: 'taxonomy.line.brand', defaultMessage: 'Marque de la gamme' },
  lineBrandHint: {
    id: 'taxonomy.line.brandHint',
    defaultMessage: 'Une gamme qui a des produits ne change pas de marque : déplacez d’abord ses produits.',
  },
  linesEmpty: {
    id: 'taxonomy.line.empty',
    defaultMessage: 'Aucune gamme : une gamme regroupe des produits d’une même marque.',
  },
  linesNeedBrand: {
    id: 'taxonomy.line.needBrand',
    defaultMessage: 'Créez d’abord une marque dans l’onglet Marques : chaque gamme appartient à une marque.',
  },
  confirmDeleteLine: defineMessage<Named>({
    id: 'taxonomy.line.confirmDelete',
    defaultMessage: 'Supprimer la gamme « {name} » ?',
  }),
  newCollection: { id: 'taxonomy.collection.new', defaultMessage: 'Nouvelle collection' },
  editCollection: defineMessage<Named>({
    id: 'taxonomy.collection.edit',
    defaultMessage: 'Modifier la collection « {name} »',
  }),
  collectionsEmpty: {
    id: 'taxonomy.collection.empty',
    defaultMessage:
      'Aucune collection : une collection rassemble des produits choisis, toutes catégories confondues.',
  },
  confirmDeleteCollection: defineMessage<Named>({
    id: 'taxonomy.collection.confirmDelete',
    defaultMessage: 'Supprimer la collection « {name} » ? Ses produits n’en feront plus partie.',
  }),
  newTag: { id: 'taxonomy.tag.new', defaultMessage: 'Nouvelle étiquette' },
  editTag: defineMessage<Named>({
    id: 'taxonomy.tag.edit',
    defaultMessage: 'Modifier l’étiquette « {name} »',
  }),
  tagsEmpty: { id: 'taxonomy.tag.empty', defaultMessage: 'Aucune étiquette pour l’instant.' },
  confirmDeleteTag: defineMessage<Named>({
    id: 'taxonomy.tag.confirmDelete',
    defaultMessage: 'Supprimer l’étiquette « {name} » ? Elle sera retirée de ses produits.',
  }),
  newSupplier: { id: 'taxonomy.supplier.new', defaultMessage: 'Nouveau fournisseur' },
  editSupplier: defineMessage<Named>({
    id: 'taxonomy.supplier.edit',
    defaultMessage: 'Modifier le fournisseur « {name} »',
  }),
  suppliersEmpty: { id: 'taxonomy.supplier.empty', defaultMessage: 'Aucun fournisseur pour l’instant.' },
  supplierPhone: { id: 'taxonomy.supplier.phone', defaultMessage: 'Numéro de téléphone' },
  supplierActive: { id: 'taxonomy.supplier.active', defaultMessage: 'Fournisseur actif' },
  supplierInactive: { id: 'taxonomy.supplier.inactive', defaultMessage: 'Inactif' },
  notGiven: { id: 'taxonomy.supplier.notGiven', defaultMessage: 'Non renseigné' },
  confirmDeleteSupplier: defineMessage<Named>({
    id: 'taxonomy.supplier.confirmDelete',
    defaultMessage: 'Supprimer le fournisseur « {name} » ? Ses produits n’auront plus de fournisseur.',
  }),
});
