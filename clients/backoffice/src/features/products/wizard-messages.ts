/** The product creation wizard: its stepper and navigation (French source). */
import { defineMessage, defineMessages } from 'react-intl';

export const wizardMessages = defineMessages({
  title: { id: 'products.wizard.title', defaultMessage: 'Création d’un produit' },
  steps: { id: 'products.wizard.steps', defaultMessage: 'Étapes de la création' },
  stepOf: defineMessage<{ step: number; count: number }>({
    id: 'products.wizard.stepOf',
    defaultMessage: 'Étape {step} sur {count}',
  }),
  next: { id: 'products.wizard.next', defaultMessage: 'Étape suivante' },
  previous: { id: 'products.wizard.previous', defaultMessage: 'Étape précédente' },
  finish: { id: 'products.wizard.finish', defaultMessage: 'Terminer et ouvrir la fiche' },
  draftNote: {
    id: 'products.wizard.draftNote',
    defaultMessage:
      'Le produit est enregistré en brouillon : si vous partez avant la fin, vous le retrouverez dans la liste des produits.',
  },
  created: { id: 'products.wizard.created', defaultMessage: 'Produit créé en brouillon.' },
});
