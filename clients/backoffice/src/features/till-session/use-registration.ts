/**
 * Registering the tablet as a till (online only): the device is created on the server and kept on
 * the device (till-data's registerDevice); persistent storage is asked at the same tap (a user
 * gesture, which some browsers want), and its outcome is told with the registration's. A code
 * another till of the shop holds comes back as `codeTaken` with what the server said of that till
 * (its open session), for the screen to offer the takeover to whoever may do it; a takeover the
 * server kept for managers is said under the code.
 */
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { errorsByField } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { registerDevice, requestPersistence } from '../till-data';
import type { RegisterDeviceInput, TillDevice } from '../till-data';
import { useDb } from '../../app/app-services';
import { messages } from './messages';

/** The server's messageKey when the code is another till's of the shop (contracts19, registerPosDevice). */
export const DEVICE_CODE_TAKEN = 'pos.device_code_taken';
/** The server's key on `code` when a takeover (reclaim) was asked by someone who does not run the shop. */
export const RECLAIM_NEEDS_MANAGER = 'pos.reclaim_needs_manager';

/** The till holding a code, as the server tells it with DEVICE_CODE_TAKEN (extensions.takenTill). */
export interface TakenTill {
  readonly name: string;
  readonly lastSessionNumber: number;
  /** Its newest session still open on the server; null: none. */
  readonly openSession: {
    readonly number: number;
    readonly cashierName: string;
    /** Epoch milliseconds. */
    readonly openedAt: number;
  } | null;
}

export type RegistrationOutcome =
  | { readonly kind: 'registered'; readonly device: TillDevice; readonly persisted: boolean | null }
  /** `till` null: the server said nothing readable about the till holding the code. */
  | { readonly kind: 'codeTaken'; readonly till: TakenTill | null }
  | { readonly kind: 'refused'; readonly message: MessageDescriptor; readonly fieldErrors: FieldErrors };

type Fields = Readonly<Record<string, unknown>>;

function fieldsOf(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null ? (value as Fields) : null;
}

function openSessionOf(value: unknown): TakenTill['openSession'] | undefined {
  if (value === null) return null;
  const open = fieldsOf(value);
  const openedAt = typeof open?.['openedAt'] === 'string' ? Date.parse(open['openedAt']) : NaN;
  const { number, cashierName } = open ?? {};
  if (typeof number !== 'number' || typeof cashierName !== 'string' || Number.isNaN(openedAt))
    return undefined;
  return { number, cashierName, openedAt };
}

/** extensions.takenTill, or null when it is missing or not as the server's README describes it. */
export function takenTillOf(value: unknown): TakenTill | null {
  const till = fieldsOf(value);
  const openSession = openSessionOf(till?.['openSession']);
  const { name, lastSessionNumber } = till ?? {};
  if (typeof name !== 'string' || typeof lastSessionNumber !== 'number' || openSession === undefined) {
    return null;
  }
  return { name, lastSessionNumber, openSession };
}

export function useRegistration() {
  const db = useDb();
  const client = useApolloClient();
  const intl = useIntl();
  return useCallback(
    async (input: RegisterDeviceInput): Promise<RegistrationOutcome> => {
      const persistence = requestPersistence().catch(() => null);
      try {
        const device = await registerDevice(db, client, input);
        return { kind: 'registered', device, persisted: await persistence };
      } catch (error) {
        const verdict = serverVerdict(error);
        if (verdict?.messageKey === DEVICE_CODE_TAKEN) {
          return { kind: 'codeTaken', till: takenTillOf(verdict.extensions['takenTill']) };
        }
        if (!verdict) console.error('The till could not be registered', error);
        const fieldErrors = errorsByField(verdict?.fieldErrors ?? {});
        const codeKey = fieldsOf(verdict?.extensions['messageKeys'])?.['code'];
        return {
          kind: 'refused',
          message: errorMessage(verdict),
          fieldErrors:
            codeKey === RECLAIM_NEEDS_MANAGER
              ? { ...fieldErrors, code: [intl.formatMessage(messages.reclaimNeedsManager)] }
              : fieldErrors,
        };
      }
    },
    [db, client, intl],
  );
}
