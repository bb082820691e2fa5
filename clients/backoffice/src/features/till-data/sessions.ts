/**
 * Opening and closing a till session on the device. Each is ONE Dexie transaction: the session row,
 * the device's next session number and the outbox entry that tells the server
 * (posSessionOpen / posSessionClose) commit together, so a reload never finds a session the server
 * will not hear about nor a number given twice. The close waits in the outbox for the open.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { enqueue, uuidV4 } from '@tijara/shared';
import { TillDataError } from './errors';
import { POS_SESSION_CLOSE, POS_SESSION_OPEN } from './kinds';
import { META, readDevice } from './meta';
import type { TillDb, TillSessionRow } from './till-db';
import type { TillCashier, TillDevice, TillSession } from './types';
import { buildZReport, salesOfSession } from './z-report';

/** openPosSession's input (contracts section 1): money in centimes, times ISO. */
export interface OpenPosSessionPayload {
  uuid: string;
  deviceUuid: string;
  number: number;
  openedAt: string;
  openingCash: number;
  cashierId: string;
}

/** closePosSession's input. */
export interface ClosePosSessionPayload {
  uuid: string;
  closedAt: string;
  countedCash: number;
  expectedCash: number;
  note: string | null;
}

/** The row without its bookkeeping: what the screens get. */
export function publicSession(row: TillSessionRow): TillSession {
  return {
    uuid: row.uuid,
    deviceUuid: row.deviceUuid,
    number: row.number,
    cashier: row.cashier,
    openedAt: row.openedAt,
    openingCash: row.openingCash,
    status: row.status,
    nextSequence: row.nextSequence,
    closedAt: row.closedAt,
    countedCash: row.countedCash,
    report: row.report,
  };
}

function openSessionOf(db: TillDb, deviceUuid: string): Promise<TillSessionRow | undefined> {
  return db.tillSessions.where('[deviceUuid+status]').equals([deviceUuid, 'open']).first();
}

export interface OpenSessionInput {
  device: TillDevice;
  cashier: TillCashier;
  /** Centimes counted in the drawer. */
  openingCash: number;
  now?: number;
}

export function openSession(db: TillDb, input: OpenSessionInput): Promise<TillSession> {
  const now = input.now ?? Date.now();
  return db.transaction('rw', [db.outbox, db.meta, db.localOrders, db.tillSessions], async () => {
    const device = await readDevice(db);
    if (device?.uuid !== input.device.uuid)
      throw new TillDataError('device_missing', 'This till is not registered here');
    if (await openSessionOf(db, device.uuid))
      throw new TillDataError('session_open', 'A session is already open');
    const row: TillSessionRow = {
      uuid: uuidV4(),
      deviceUuid: device.uuid,
      deviceCode: device.code,
      number: device.nextSessionNumber,
      cashier: input.cashier,
      openedAt: now,
      openingCash: input.openingCash,
      status: 'open',
      nextSequence: 1,
      closedAt: null,
      countedCash: null,
      report: null,
      saleIds: [],
      openEntryId: '',
    };
    const payload: OpenPosSessionPayload = {
      uuid: row.uuid,
      deviceUuid: row.deviceUuid,
      number: row.number,
      openedAt: new Date(now).toISOString(),
      openingCash: row.openingCash,
      cashierId: input.cashier.id,
    };
    const entry = await enqueue(
      db,
      { kind: POS_SESSION_OPEN, payload, idempotencyKey: row.uuid, now },
      async () => {
        await db.meta.put({
          key: META.device,
          value: { ...device, nextSessionNumber: device.nextSessionNumber + 1 },
        });
      },
    );
    await db.tillSessions.add({ ...row, openEntryId: entry.id });
    return publicSession(row);
  });
}

export interface CloseSessionInput {
  session: TillSession;
  /** Centimes counted in the drawer at the close. */
  countedCash: number;
  note?: string;
  now?: number;
}

export function closeSession(db: TillDb, input: CloseSessionInput): Promise<TillSession> {
  const now = input.now ?? Date.now();
  return db.transaction('rw', [db.outbox, db.meta, db.localOrders, db.tillSessions], async () => {
    const row = await db.tillSessions.get(input.session.uuid);
    if (row?.status !== 'open') throw new TillDataError('session_not_open', 'This session is not open');
    const closing: TillSessionRow = {
      ...row,
      status: 'closed',
      closedAt: now,
      countedCash: input.countedCash,
    };
    const report = buildZReport(closing, await salesOfSession(db, closing), input.countedCash);
    const closed = { ...closing, report };
    const note = input.note?.trim() ?? '';
    const payload: ClosePosSessionPayload = {
      uuid: row.uuid,
      closedAt: new Date(now).toISOString(),
      countedCash: input.countedCash,
      expectedCash: report.expectedCash,
      note: note === '' ? null : note,
    };
    await enqueue(
      db,
      {
        kind: POS_SESSION_CLOSE,
        payload,
        idempotencyKey: `${row.uuid}:close`,
        dependsOn: row.openEntryId,
        now,
      },
      async () => {
        await db.tillSessions.put(closed);
      },
    );
    return publicSession(closed);
  });
}

/** Live: the device's open session, null when none; undefined while Dexie answers. */
export function useOpenSession(db: TillDb, deviceUuid: string | undefined): TillSession | null | undefined {
  return useLiveQuery(async () => {
    if (deviceUuid === undefined) return null;
    const row = await openSessionOf(db, deviceUuid);
    return row ? publicSession(row) : null;
  }, [db, deviceUuid]);
}
