/**
 * The cart's modals and their texts, one chunk loaded on first use (load-modals.ts): never on a first
 * route. The navbar cart says which one shows.
 */
import type { RefObject } from 'react';
import { CatalogueScope, catalogueOf } from '@tijara/shared';
import { CartModal } from './CartModal';
import { CombinationModal } from './CombinationModal';
import type { CombinationRequest } from './combination-event';
import { messages } from './messages';
import { translations } from './translations';
import './cart-modal.css';

/**
 * The modals' texts, built here rather than imported from catalogue.ts: the index (on every first
 * route) re-exports that one for the catalogue test, and a module both reach would be bundled with
 * the first route, translations and all.
 */
const modalCatalogue = catalogueOf(messages, translations);

export type ModalView =
  { readonly kind: 'cart' } | { readonly kind: 'combination'; readonly request: CombinationRequest };

export interface ModalsProps {
  readonly view: ModalView;
  /** Keeps its identity across renders. */
  readonly onClose: () => void;
  readonly onAdded: () => void;
  readonly opener: RefObject<HTMLElement | null>;
}

export default function CartModals({ view, onClose, onAdded, opener }: ModalsProps) {
  return (
    <CatalogueScope catalogue={modalCatalogue}>
      {view.kind === 'cart' ? (
        <CartModal onClose={onClose} opener={opener} />
      ) : (
        // A new request starts the form over.
        <CombinationModal
          key={view.request.productId}
          request={view.request}
          onClose={onClose}
          onAdded={onAdded}
          opener={opener}
        />
      )}
    </CatalogueScope>
  );
}
