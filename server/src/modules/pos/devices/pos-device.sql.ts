/**
 * SQL of the tills: a till with its warehouse's name (through the stock module's published view)
 * and the highest session number the server holds for it, read or written in one statement each.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CheckedRegistration } from './device-rules';
import type { PosDeviceView } from './pos-device.results';

interface DeviceRow {
  uuid: string;
  code: string;
  name: string;
  shop_uuid: string;
  warehouse_id: string;
  warehouse_name: string;
  active: boolean;
  registered_at: Date | string;
  last_session_number: number;
}

/** The view's columns over `d` (a pos_device row, or the rows an upsert returned). */
const DEVICE_COLUMNS = `d.uuid, d.code, d.name, d.shop_uuid, d.warehouse_id, w.name as warehouse_name, d.active,
  d.registered_at, coalesce((select max(s.number) from pos_session s where s.device_uuid = d.uuid), 0)::int
  as last_session_number`;

function viewOf(row: DeviceRow): PosDeviceView {
  return {
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    shopUuid: row.shop_uuid,
    warehouse: { id: row.warehouse_id, name: row.warehouse_name },
    active: row.active,
    registeredAt: new Date(row.registered_at),
    lastSessionNumber: Number(row.last_session_number),
  };
}

/**
 * The till holding a code, as a takeover would take it: its name, the highest session number the
 * server holds for it, and its newest session still open on the server (null: none), the one a
 * manager must see before taking the till over. Sent as the refusal's extensions.takenTill.
 */
export interface TakenTill {
  readonly name: string;
  readonly lastSessionNumber: number;
  readonly openSession: {
    readonly number: number;
    readonly cashierName: string;
    /** ISO, by the old tablet's clock. */
    readonly openedAt: string;
  } | null;
}

export interface RegistrationFacts {
  /** Null: no warehouse of that id in the shop. */
  readonly warehouseActive: boolean | null;
  /** Null: no till of the shop has the code. */
  readonly takenTill: TakenTill | null;
}

interface FactsRow {
  warehouse_active: boolean | null;
  till_name: string | null;
  last_session_number: number | null;
  open_number: number | null;
  open_cashier: string | null;
  open_opened_at: Date | string | null;
}

function takenTillOf(row: FactsRow | undefined): TakenTill | null {
  if (!row || row.till_name === null) return null;
  const open =
    row.open_number === null || row.open_opened_at === null
      ? null
      : {
          number: row.open_number,
          cashierName: row.open_cashier ?? '',
          openedAt: new Date(row.open_opened_at).toISOString(),
        };
  return { name: row.till_name, lastSessionNumber: Number(row.last_session_number ?? 0), openSession: open };
}

/** The warehouse's state and the till holding the code, with its newest open session: one statement. */
export async function registrationFacts(
  em: EntityManager,
  request: Pick<CheckedRegistration, 'shopUuid' | 'code' | 'warehouseId'>,
): Promise<RegistrationFacts> {
  const [row] = await em.execute<FactsRow[]>(
    `select (select w.active from stock.warehouse w where w.id = ?::uuid and w.shop_uuid = ?::uuid) as warehouse_active,
       d.name as till_name,
       coalesce((select max(s.number) from pos_session s where s.device_uuid = d.uuid), 0)::int as last_session_number,
       o.number as open_number, st.display_name as open_cashier, o.opened_at as open_opened_at
     from (select 1) one
     left join pos_device d on d.shop_uuid = ?::uuid and d.code = ?
     left join lateral (
       select s.number, s.cashier_id, s.opened_at from pos_session s
       where s.device_uuid = d.uuid and s.closed_at is null order by s.number desc limit 1
     ) o on true
     left join staff.staff st on st.id = o.cashier_id`,
    [request.warehouseId, request.shopUuid, request.shopUuid, request.code],
  );
  return { warehouseActive: row?.warehouse_active ?? null, takenTill: takenTillOf(row) };
}

export interface DeviceToSave extends CheckedRegistration {
  readonly uuid: string;
  readonly staffId: string;
  readonly at: Date;
}

/**
 * Inserts the till, or with `reclaim` takes back the one holding the code (name and warehouse
 * updated, active again, same uuid and registration date). Null when the code is held and `reclaim`
 * is false: the unique (shop, code) decides, so two tablets registering one code at once get one till.
 */
export async function saveDevice(em: EntityManager, device: DeviceToSave): Promise<PosDeviceView | null> {
  const [row] = await em.execute<DeviceRow[]>(
    `with d as (
       insert into pos_device (uuid, shop_uuid, code, name, warehouse_id, active, registered_at, registered_by_id, updated_at)
       values (?, ?, ?, ?, ?, true, ?, ?, ?)
       on conflict (shop_uuid, code) do update set name = excluded.name, warehouse_id = excluded.warehouse_id,
         active = true, registered_by_id = excluded.registered_by_id, updated_at = excluded.updated_at
       where ?::boolean
       returning *
     )
     select ${DEVICE_COLUMNS} from d join stock.warehouse w on w.id = d.warehouse_id`,
    [
      device.uuid,
      device.shopUuid,
      device.code,
      device.name,
      device.warehouseId,
      device.at,
      device.staffId,
      device.at,
      device.reclaim,
    ],
  );
  return row ? viewOf(row) : null;
}

/** The shop's tills, inactive ones too, by code. */
export async function shopDevices(em: EntityManager, shopUuid: string): Promise<PosDeviceView[]> {
  const rows = await em.execute<DeviceRow[]>(
    `select ${DEVICE_COLUMNS} from pos_device d join stock.warehouse w on w.id = d.warehouse_id
     where d.shop_uuid = ?::uuid order by d.code`,
    [shopUuid],
  );
  return rows.map(viewOf);
}
