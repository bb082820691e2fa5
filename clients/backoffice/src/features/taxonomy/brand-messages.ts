/** The brands' words: list, form (a proper-noun name) and the logo with its upload. */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const brandMessages = defineMessages({
  newBrand: { id: 'taxonomy.brand.new', defaultMessage: 'Nouvelle marque' },
  editTitle: defineMessage<Named>({
    id: 'taxonomy.brand.editTitle',
    defaultMessage: 'Modifier la marque « {name} »',
  }),
  empty: { id: 'taxonomy.brand.empty', defaultMessage: 'Aucune marque pour l’instant.' },
  nameHint: {
    id: 'taxonomy.brand.nameHint',
    defaultMessage: 'Un nom propre : le même dans toutes les langues.',
  },
  lineCount: defineMessage<{ count: number }>({
    id: 'taxonomy.brand.lineCount',
    defaultMessage: '{count, plural, =0 {Aucune gamme} one {# gamme} other {# gammes}}',
  }),
  confirmDelete: defineMessage<Named>({
    id: 'taxonomy.brand.confirmDelete',
    defaultMessage: 'Supprimer la marque « {name} » avec ses gammes ? Ses produits resteront, sans marque.',
  }),
  logo: { id: 'taxonomy.brand.logo', defaultMessage: 'Logo' },
  logoOf: defineMessage<Named>({ id: 'taxonomy.brand.logoOf', defaultMessage: 'Logo de {name}' }),
  noLogo: { id: 'taxonomy.brand.noLogo', defaultMessage: 'Pas encore de logo.' },
  logoChoose: { id: 'taxonomy.brand.logoChoose', defaultMessage: 'Choisir une image de logo' },
  logoSaveFirst: {
    id: 'taxonomy.brand.logoSaveFirst',
    defaultMessage: 'Enregistrez d’abord la marque, puis ouvrez-la pour lui ajouter son logo.',
  },
  logoUploading: defineMessage<{ percent: number }>({
    id: 'taxonomy.brand.logoUploading',
    defaultMessage: 'Envoi du logo : {percent} %',
  }),
  logoUploaded: { id: 'taxonomy.brand.logoUploaded', defaultMessage: 'Logo enregistré.' },
  logoRemove: { id: 'taxonomy.brand.logoRemove', defaultMessage: 'Retirer le logo' },
  logoRemoved: { id: 'taxonomy.brand.logoRemoved', defaultMessage: 'Logo retiré.' },
  logoNotImage: defineMessage<Named>({
    id: 'taxonomy.brand.logoNotImage',
    defaultMessage: '« {name} » n’est pas une image : le logo n’a pas été envoyé.',
  }),
  logoTooLarge: defineMessage<Named & { megabytes: number }>({
    id: 'taxonomy.brand.logoTooLarge',
    defaultMessage: '« {name} » dépasse {megabytes} Mo : le logo n’a pas été envoyé.',
  }),
  logoRefused: {
    id: 'taxonomy.brand.logoRefused',
    defaultMessage: 'Le serveur a refusé cette image : choisissez un PNG, JPEG ou WebP de 2 Mo au plus.',
  },
});
