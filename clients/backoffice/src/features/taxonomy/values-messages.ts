/** The words of feature types and attributes with their values, edited in place. */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const valuesMessages = defineMessages({
  newFeature: { id: 'taxonomy.feature.new', defaultMessage: 'Nouvelle caractéristique' },
  editFeature: defineMessage<Named>({
    id: 'taxonomy.feature.edit',
    defaultMessage: 'Modifier la caractéristique « {name} »',
  }),
  featuresEmpty: {
    id: 'taxonomy.feature.empty',
    defaultMessage: 'Aucune caractéristique : matière, origine, contenance… affichées sur la fiche produit.',
  },
  confirmDeleteFeature: defineMessage<Named>({
    id: 'taxonomy.feature.confirmDelete',
    defaultMessage:
      'Supprimer la caractéristique « {name} » avec ses valeurs ? Elles seront retirées des produits.',
  }),
  newAttribute: { id: 'taxonomy.attribute.new', defaultMessage: 'Nouvel attribut' },
  editAttribute: defineMessage<Named>({
    id: 'taxonomy.attribute.edit',
    defaultMessage: 'Modifier l’attribut « {name} »',
  }),
  attributesEmpty: {
    id: 'taxonomy.attribute.empty',
    defaultMessage: 'Aucun attribut : couleur, taille… dont sont faites les déclinaisons.',
  },
  confirmDeleteAttribute: defineMessage<Named>({
    id: 'taxonomy.attribute.confirmDelete',
    defaultMessage: 'Supprimer l’attribut « {name} » avec ses valeurs ?',
  }),
  usedByCombinations: {
    id: 'taxonomy.attribute.usedByCombinations',
    defaultMessage: 'des déclinaisons l’utilisent : modifiez-les ou supprimez-les d’abord',
  },
  code: { id: 'taxonomy.values.code', defaultMessage: 'Code technique' },
  codeHint: {
    id: 'taxonomy.values.codeHint',
    defaultMessage: 'Lettres minuscules sans accent, chiffres, - et _ ; il nomme le filtre de la boutique.',
  },
  codeRequired: { id: 'taxonomy.values.codeRequired', defaultMessage: 'Le code technique est obligatoire.' },
  kind: { id: 'taxonomy.attribute.kind', defaultMessage: 'Affichage en boutique' },
  kindSelect: { id: 'taxonomy.attribute.kind.select', defaultMessage: 'Liste de choix' },
  kindColor: { id: 'taxonomy.attribute.kind.color', defaultMessage: 'Pastilles de couleur' },
  kindImage: { id: 'taxonomy.attribute.kind.image', defaultMessage: 'Vignettes d’image' },
  values: { id: 'taxonomy.values.title', defaultMessage: 'Valeurs' },
  valuesOf: defineMessage<Named>({ id: 'taxonomy.values.of', defaultMessage: 'Valeurs de {name}' }),
  noValues: { id: 'taxonomy.values.none', defaultMessage: 'Aucune valeur pour l’instant.' },
  valueCount: defineMessage<{ count: number }>({
    id: 'taxonomy.values.count',
    defaultMessage: '{count, plural, =0 {aucune valeur} one {# valeur} other {# valeurs}}',
  }),
  addValue: { id: 'taxonomy.values.add', defaultMessage: 'Ajouter la valeur' },
  newValue: { id: 'taxonomy.values.new', defaultMessage: 'Nouvelle valeur' },
  saveValue: defineMessage<Named>({
    id: 'taxonomy.values.save',
    defaultMessage: 'Enregistrer la valeur {name}',
  }),
  confirmDeleteValue: defineMessage<Named>({
    id: 'taxonomy.values.confirmDelete',
    defaultMessage: 'Supprimer la valeur « {name} » ?',
  }),
  color: { id: 'taxonomy.values.color', defaultMessage: 'Couleur' },
  colorHint: {
    id: 'taxonomy.values.colorHint',
    defaultMessage: 'Obligatoire pour un attribut à pastilles de couleur.',
  },
  colorRequired: {
    id: 'taxonomy.values.colorRequired',
    defaultMessage: 'Choisissez la couleur de la pastille.',
  },
  swatchOf: defineMessage<Named>({ id: 'taxonomy.values.swatchOf', defaultMessage: 'Vignette de {name}' }),
});
