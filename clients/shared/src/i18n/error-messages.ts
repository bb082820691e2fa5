/**
 * The one table that turns a server error into words. The server refuses by throwing GraphQL errors
 * whose extensions.code is one of @tijara/schema's ErrorCode (with fieldErrors, sometimes a
 * messageKey); serverVerdict() (Apollo) or verdictOf() (fetch) reads them and errorMessage() says them. A screen may say more for a
 * messageKey or a field it knows, but never keeps its own code -> text table.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '@tijara/schema';
import type { ServerVerdict } from '../errors/server-verdict';

// Pure: an app that never says a server error leaves the table out of its bundle.
export const errorMessages = /* @__PURE__ */ defineMessages({
  BAD_USER_INPUT: { id: 'shared.error.BAD_USER_INPUT', defaultMessage: 'Certains champs sont à corriger.' },
  MALFORMED_REQUEST: {
    id: 'shared.error.MALFORMED_REQUEST',
    defaultMessage: 'Le serveur n’a pas compris la demande. Rechargez la page puis réessayez.',
  },
  QUERY_TOO_COMPLEX: {
    id: 'shared.error.QUERY_TOO_COMPLEX',
    defaultMessage: 'La demande est trop lourde pour le serveur. Demandez moins à la fois.',
  },
  NOT_FOUND: {
    id: 'shared.error.NOT_FOUND',
    defaultMessage: 'Ce que vous cherchez n’existe plus : il a peut-être été supprimé entre-temps.',
  },
  UNAUTHENTICATED: {
    id: 'shared.error.UNAUTHENTICATED',
    defaultMessage: 'Votre session a expiré : reconnectez-vous.',
  },
  FORBIDDEN: {
    id: 'shared.error.FORBIDDEN',
    defaultMessage: 'Vous n’avez pas le droit de faire cette action.',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'shared.error.PAYLOAD_TOO_LARGE',
    defaultMessage: 'L’envoi est trop volumineux pour le serveur.',
  },
  RATE_LIMITED: {
    id: 'shared.error.RATE_LIMITED',
    defaultMessage: 'Trop de demandes en peu de temps : patientez un instant puis réessayez.',
  },
  CONFLICT: {
    id: 'shared.error.CONFLICT',
    defaultMessage: 'Les données ont changé entre-temps : rechargez la page puis réessayez.',
  },
  UNPROCESSABLE: {
    id: 'shared.error.UNPROCESSABLE',
    defaultMessage: 'Un élément de la demande n’existe pas ou n’est plus disponible.',
  },
  SERVICE_UNAVAILABLE: {
    id: 'shared.error.SERVICE_UNAVAILABLE',
    defaultMessage: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  },
  INTERNAL_SERVER_ERROR: {
    id: 'shared.error.INTERNAL_SERVER_ERROR',
    defaultMessage: 'Une erreur est survenue sur le serveur. Réessayez plus tard.',
  },
  /** No answer at all (network down, server stopped): never blamed on what was typed. */
  unreachable: {
    id: 'shared.error.unreachable',
    defaultMessage: 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.',
  },
});

/** Every code has its text: a code added to ErrorCode without one does not compile. */
export const messageByCode: Readonly<Record<ErrorCode, MessageDescriptor>> = errorMessages;

/** What to tell the user about a failed request: its code's text, or that no answer came. */
export function errorMessage(verdict: ServerVerdict | null): MessageDescriptor {
  return verdict ? messageByCode[verdict.code] : errorMessages.unreachable;
}
