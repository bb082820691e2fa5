/**
 * The till's identity on this browser: registered once with the server (registerPosDevice), then
 * kept in meta 'till:device' with the number its next session takes. Registering for another shop
 * empties the mirrors and their cursors, so no item or customer of the old shop is sold here.
 */
import type { ApolloClient } from '@apollo/client';
import { useLiveQuery } from 'dexie-react-hooks';
import { RegisterTillDeviceDocument } from '../../__generated__/till-data/graphql';
import { TillDataError } from './errors';
import { META, readDevice } from './meta';
import type { TillDb } from './till-db';
import type { RegisterDeviceInput, TillDevice } from './types';
import { unsyncedEntries } from './unsynced';

/** Empties what the refresh writes (rows and cursors), so the next refresh loads everything. */
async function clearMirrors(db: TillDb): Promise<void> {
  await Promise.all([
    db.tillItems.clear(),
    db.tillCustomers.clear(),
    db.tillStock.clear(),
    db.tillRules.clear(),
  ]);
  await db.meta.where('key').startsWith('till:cursor:').delete();
  await db.meta.bulkDelete([META.stock, META.refreshedAt]);
}

export async function registerDevice(
  db: TillDb,
  client: ApolloClient,
  input: RegisterDeviceInput,
): Promise<TillDevice> {
  const { data } = await client.mutate({
    mutation: RegisterTillDeviceDocument,
    variables: {
      input: {
        shopUuid: input.shopUuid,
        code: input.code,
        name: input.name,
        warehouseId: input.warehouseId,
        reclaim: input.reclaim ?? false,
      },
    },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('registerPosDevice answered no data');
  const answer = data.registerPosDevice;
  return db.transaction(
    'rw',
    [db.meta, db.tillItems, db.tillCustomers, db.tillStock, db.tillRules],
    async () => {
      const previous = await readDevice(db);
      // A reclaimed till continues after the sessions the server or this browser already numbered.
      const known = previous?.uuid === answer.uuid ? previous.nextSessionNumber : 1;
      const device: TillDevice = {
        uuid: answer.uuid,
        code: answer.code,
        name: answer.name,
        shopUuid: answer.shopUuid,
        shopName: input.shopName,
        warehouseId: answer.warehouse.id,
        warehouseName: answer.warehouse.name,
        registeredAt: Date.parse(answer.registeredAt),
        nextSessionNumber: Math.max(known, answer.lastSessionNumber + 1),
      };
      if (previous && previous.shopUuid !== device.shopUuid) await clearMirrors(db);
      else if (previous && previous.warehouseId !== device.warehouseId) {
        await db.tillStock.clear();
        await db.meta.delete(META.stock);
      }
      await db.meta.put({ key: META.device, value: device });
      return device;
    },
  );
}

/** Live: the registered till, null when none; undefined while Dexie answers. */
export function useTillDevice(db: TillDb): TillDevice | null | undefined {
  return useLiveQuery(() => readDevice(db), [db]);
}

/**
 * Unregisters this browser's till and empties its mirrors. Refused while an entry still waits to
 * be sent (it would go out under a till the browser no longer knows) or a session is open. Sales
 * and sessions stay as the device's history.
 */
export async function forgetDevice(db: TillDb): Promise<void> {
  await db.transaction(
    'rw',
    [db.meta, db.outbox, db.tillItems, db.tillCustomers, db.tillStock, db.tillRules, db.tillSessions],
    async () => {
      if ((await unsyncedEntries(db)) > 0)
        throw new TillDataError('unsynced', 'Entries still wait to be sent');
      const device = await readDevice(db);
      if (
        device &&
        (await db.tillSessions.where('[deviceUuid+status]').equals([device.uuid, 'open']).count()) > 0
      ) {
        throw new TillDataError('session_open', 'Close the session first');
      }
      await clearMirrors(db);
      await db.meta.delete(META.device);
    },
  );
}
