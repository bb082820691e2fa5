/** The images panel's texts in French (the source); ids start with "productImages.". */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const messages = defineMessages({
  title: { id: 'productImages.title', defaultMessage: 'Images du produit' },
  intro: {
    id: 'productImages.intro',
    defaultMessage:
      'L’image par défaut, marquée d’une étoile, représente le produit dans les listes et ouvre sa page. Chaque image peut être réservée à certaines déclinaisons.',
  },
  readOnly: {
    id: 'productImages.readOnly',
    defaultMessage: 'Vous pouvez consulter les images, pas les modifier.',
  },
  offline: {
    id: 'productImages.offline',
    defaultMessage:
      'Hors ligne : les images restent telles qu’au dernier chargement. L’envoi et les modifications reprendront avec la connexion.',
  },
  loadFailed: { id: 'productImages.loadFailed', defaultMessage: 'Impossible de charger les images.' },
  empty: { id: 'productImages.empty', defaultMessage: 'Ce produit n’a pas encore d’image.' },
  gallery: { id: 'productImages.gallery', defaultMessage: 'Galerie du produit' },
  addImages: { id: 'productImages.addImages', defaultMessage: 'Ajouter des images' },
  dimensions: defineMessage<{ width: number; height: number }>({
    id: 'productImages.dimensions',
    defaultMessage: '{width} × {height} px',
  }),
  isDefault: { id: 'productImages.isDefault', defaultMessage: 'Image par défaut' },
  makeDefault: defineMessage<Named>({
    id: 'productImages.makeDefault',
    defaultMessage: 'Image par défaut : {name}',
  }),
  defaultSet: defineMessage<Named>({
    id: 'productImages.defaultSet',
    defaultMessage: '{name} est maintenant l’image par défaut.',
  }),
  confirmDelete: defineMessage<Named>({
    id: 'productImages.confirmDelete',
    defaultMessage: 'Supprimer l’image {name} ?',
  }),
  deleted: defineMessage<Named>({ id: 'productImages.deleted', defaultMessage: 'Image {name} supprimée.' }),
  combinations: { id: 'productImages.combinations', defaultMessage: 'Affichée sur les déclinaisons' },
  noCombination: {
    id: 'productImages.noCombination',
    defaultMessage: 'Liée à aucune déclinaison.',
  },
  attachedTo: defineMessage<{ combinations: string }>({
    id: 'productImages.attachedTo',
    defaultMessage: 'Liée à : {combinations}',
  }),
  attached: defineMessage<Named>({
    id: 'productImages.attached',
    defaultMessage: 'Image liée à la déclinaison {name}.',
  }),
  detached: defineMessage<Named>({
    id: 'productImages.detached',
    defaultMessage: 'Image retirée de la déclinaison {name}.',
  }),
  alts: { id: 'productImages.alts', defaultMessage: 'Textes alternatifs' },
  altsHint: {
    id: 'productImages.altsHint',
    defaultMessage:
      'Ce que montre l’image, lu par les lecteurs d’écran et les moteurs de recherche. Sans texte, le nom du produit est utilisé.',
  },
  altsMissing: { id: 'productImages.altsMissing', defaultMessage: 'à écrire' },
  altOf: defineMessage<{ language: string }>({
    id: 'productImages.altOf',
    defaultMessage: 'Texte alternatif ({language})',
  }),
  altsSaved: defineMessage<Named>({
    id: 'productImages.altsSaved',
    defaultMessage: 'Textes alternatifs de {name} enregistrés.',
  }),
  altFrenchRequired: {
    id: 'productImages.altFrenchRequired',
    defaultMessage: 'Le texte français est obligatoire dès qu’une autre langue en a un.',
  },
  altTooLong: defineMessage<{ max: number }>({
    id: 'productImages.altTooLong',
    defaultMessage: '{max} caractères au plus.',
  }),
});
