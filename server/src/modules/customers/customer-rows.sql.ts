/**
 * The customer table as orders write and check it: a customer known by phone, created or brought up
 * to date in the caller's transaction, and whether an id is one of the shop's customers.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface ShopCustomerFields {
  readonly shopUuid: string;
  readonly firstname: string;
  readonly lastname: string;
  /** Normalised (0[567] + 8 digits): the same phone in the same shop is the same customer. */
  readonly phone: string;
  /** '' or null: none typed (an e-mail once given is kept). */
  readonly email: string | null;
}

/** The shop's customer with this phone, created or given the names typed last. Returns its id. */
export async function upsertShopCustomer(em: EntityManager, customer: ShopCustomerFields): Promise<number> {
  const email = customer.email === '' ? null : customer.email;
  const [row] = await em.execute<{ id: number }[]>(
    `insert into customer (uuid, shop_uuid, firstname, lastname, phone, email, created_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, now())
     on conflict (shop_uuid, phone) do update set firstname = excluded.firstname,
       lastname = excluded.lastname, email = coalesce(excluded.email, customer.email)
     returning id`,
    [customer.shopUuid, customer.firstname, customer.lastname, customer.phone, email],
  );
  if (!row) throw new Error('The customer upsert returned no row');
  return row.id;
}

/** Whether the customer id is one of the shop's customers. */
export async function isShopCustomer(em: EntityManager, shopUuid: string, id: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>('select id from customer where id = ? and shop_uuid = ?', [
    id,
    shopUuid,
  ]);
  return rows.length > 0;
}
