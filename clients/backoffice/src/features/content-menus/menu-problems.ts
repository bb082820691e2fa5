/**
 * What the menu editor says when the server refuses: content writes name a key per field at fault
 * (extensions.messageKeys, field -> content.* key), which this feature translates and shows under
 * the field (`label.fr` under the French label, `targetId` under the picker); a field without a
 * known key keeps the server's lines. The outcome line is the key's text for a move (no field to
 * show it under), else the shared text of the error code. No verdict at all means no answer.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import type { FieldErrors } from '../../components/field-errors';
import { keyMessages } from './form-messages';

export interface MenuRefusal {
  /** The whole refusal in one sentence (the first field's key, or the code's text). */
  readonly reason: string;
  /** Translated lines by field as the server names them (`label.fr`, `targetId`, `link`...). */
  readonly fieldErrors: FieldErrors;
}

function keyMessage(key: unknown): MessageDescriptor | undefined {
  return typeof key === 'string' && key in keyMessages
    ? keyMessages[key as keyof typeof keyMessages]
    : undefined;
}

export function menuRefusalOf(error: unknown, intl: IntlShape): MenuRefusal {
  const verdict = serverVerdict(error);
  const keys = (verdict?.extensions['messageKeys'] ?? {}) as Record<string, unknown>;
  const fieldErrors: Record<string, readonly string[]> = {};
  for (const [field, lines] of Object.entries(verdict?.fieldErrors ?? {})) {
    const known = keyMessage(keys[field]);
    fieldErrors[field] = known ? [intl.formatMessage(known)] : lines;
  }
  const first = keyMessage(verdict?.messageKey);
  return {
    reason: intl.formatMessage(first ?? errorMessage(verdict)),
    fieldErrors,
  };
}
