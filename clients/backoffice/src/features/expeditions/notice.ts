/**
 * What the expedition screens tell the user in their modal: a tone (titled Success, Error,
 * Warning or Message) and a translated text. A server refusal is told by its
 * extensions.messageKey (the action's key: error_adding, invalid_quantity...), followed by its
 * extensions.reason when that is a key too (expedition_not_editable); a refusal without a known key
 * falls back to the action's own error; no answer at all is a network error, never blamed on what
 * was typed. A CONFLICT means the expedition changed elsewhere: a warning, and the screen reloads.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessages, serverVerdict } from '@tijara/shared';
import { SERVER_KEY_MESSAGES } from './labels';

export type NoticeTone = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  readonly tone: NoticeTone;
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number>>;
  /** A second sentence saying why (the refusal's reason). */
  readonly detail?: MessageDescriptor;
}

export interface Refusal extends Notice {
  /** The server said the expedition changed meanwhile: what is on screen is stale. */
  readonly stale: boolean;
}

const known = (key: unknown): MessageDescriptor | undefined =>
  typeof key === 'string' ? SERVER_KEY_MESSAGES[key] : undefined;

export function refusalNotice(error: unknown, fallback: MessageDescriptor): Refusal {
  const verdict = serverVerdict(error);
  if (!verdict) return { tone: 'error', message: errorMessages.unreachable, stale: false };
  const message = known(verdict.messageKey) ?? fallback;
  const detail = known(verdict.extensions['reason']);
  const stale = verdict.code === 'CONFLICT';
  return {
    tone: stale ? 'warning' : 'error',
    message,
    ...(detail && detail !== message ? { detail } : {}),
    stale,
  };
}
