/** Puts a POS sale in the review queue: the one statement of a sale beyond OrderWriter and the other modules. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderFlag } from '../data';

/** Puts a recorded sale in the review queue with its flags (stock is known only after the move). */
export async function flagOrder(
  em: EntityManager,
  orderId: number,
  flags: readonly OrderFlag[],
): Promise<void> {
  await em.execute(
    "update customer_order set flags = ?::jsonb, review_status = 'pending' where id = ?",
    [JSON.stringify(flags), orderId],
    'run',
  );
}
