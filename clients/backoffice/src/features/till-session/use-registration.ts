/**
 * Registering the tablet as a till (online only): the device is created on the server and kept on
 * the device (till-data's registerDevice); persistent storage is asked at the same tap (a user
 * gesture, which some browsers want), and its outcome is told with the registration's. A code
 * another till of the shop holds comes back as `codeTaken`, for the screen to offer the take-over.
 */
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { errorsByField } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { registerDevice, requestPersistence } from '../till-data';
import type { RegisterDeviceInput, TillDevice } from '../till-data';
import { useDb } from '../../app/app-services';

/** The server's messageKey when the code is another till's of the shop (contracts19, registerPosDevice). */
export const DEVICE_CODE_TAKEN = 'pos.device_code_taken';

export type RegistrationOutcome =
  | { readonly kind: 'registered'; readonly device: TillDevice; readonly persisted: boolean | null }
  | { readonly kind: 'codeTaken' }
  | { readonly kind: 'refused'; readonly message: MessageDescriptor; readonly fieldErrors: FieldErrors };

export function useRegistration() {
  const db = useDb();
  const client = useApolloClient();
  return useCallback(
    async (input: RegisterDeviceInput): Promise<RegistrationOutcome> => {
      const persistence = requestPersistence().catch(() => null);
      try {
        const device = await registerDevice(db, client, input);
        return { kind: 'registered', device, persisted: await persistence };
      } catch (error) {
        const verdict = serverVerdict(error);
        if (verdict?.messageKey === DEVICE_CODE_TAKEN) return { kind: 'codeTaken' };
        if (!verdict) console.error('The till could not be registered', error);
        return {
          kind: 'refused',
          message: errorMessage(verdict),
          fieldErrors: errorsByField(verdict?.fieldErrors ?? {}),
        };
      }
    },
    [db, client],
  );
}
