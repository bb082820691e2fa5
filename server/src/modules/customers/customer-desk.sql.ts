/** The customer table as the desk reads and writes it: search by name or phone, register by phone. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CustomerFormFields } from '@tijara/schema';
import { customerSearchSql } from './customer-search';
import type { CustomerSearch } from './customer-search';

export interface DeskCustomerRow {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
}

const COLUMNS = 'c.id, c.firstname, c.lastname, c.phone';

export function findDeskCustomers(
  em: EntityManager,
  shopUuid: string,
  search: CustomerSearch,
  limit: number,
): Promise<DeskCustomerRow[]> {
  const [condition, params] = customerSearchSql(search);
  return em.execute<DeskCustomerRow[]>(
    `select ${COLUMNS} from customer c where c.shop_uuid = ?${condition} ` +
      'order by c.lastname, c.firstname, c.id limit ?',
    [shopUuid, ...params, limit],
  );
}

/**
 * Registers the customer unless the shop knows the phone already: the unique shop + phone index
 * decides, so two tills registering one phone at once make one customer. When it is known, a second
 * statement reads it: that one sees a row another till committed while the insert waited on it,
 * which a select in the insert's own statement would not.
 */
export async function registerDeskCustomer(
  em: EntityManager,
  shopUuid: string,
  values: CustomerFormFields,
): Promise<{ row: DeskCustomerRow; created: boolean }> {
  const [added] = await em.execute<DeskCustomerRow[]>(
    `insert into customer (uuid, shop_uuid, firstname, lastname, phone, email, created_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, now())
     on conflict (shop_uuid, phone) do nothing
     returning id, firstname, lastname, phone`,
    [shopUuid, values.firstname, values.lastname, values.phone, values.email || null],
  );
  if (added) return { row: added, created: true };
  const [known] = await em.execute<DeskCustomerRow[]>(
    `select ${COLUMNS} from customer c where c.shop_uuid = ? and c.phone = ?`,
    [shopUuid, values.phone],
  );
  if (!known) throw new Error('A customer both known and missing: the phone index answered no row');
  return { row: known, created: false };
}
