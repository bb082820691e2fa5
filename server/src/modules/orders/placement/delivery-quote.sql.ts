/**
 * Where a web order goes and what delivery costs, checked in ONE statement: the shop exists, the
 * wilaya exists now and is deliverable, the commune is deliverable and lies in that wilaya now, and
 * the transporter is active and serves the commune, at its price there (else its base price). The
 * delivery price is never the client's figure.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderMessageKey } from '@tijara/schema';

export interface DeliveryChoice {
  readonly shopUuid: string;
  readonly wilayaId: number;
  readonly communeId: number;
  readonly transporterId: number;
  readonly at: Date;
}

interface QuoteRow {
  shop_known: boolean;
  wilaya_deliverable: boolean | null;
  commune_deliverable: boolean | null;
  commune_in_wilaya: boolean;
  transporter_active: boolean | null;
  serves: boolean;
  price: number | null;
}

export type DeliveryQuote =
  | { readonly ok: true; readonly price: number }
  | {
      readonly ok: false;
      readonly shopKnown: boolean;
      /** Field (wilaya, commune, transporter) to its message and key. */
      readonly problems: Readonly<Record<string, { message: string; key: OrderMessageKey }>>;
    };

const STATEMENT = `select exists (select 1 from shop.shop s where s.uuid = ?::uuid) as shop_known,
    w.deliverable as wilaya_deliverable,
    c.deliverable as commune_deliverable,
    exists (select 1 from geography.commune_division d where d.commune_id = c.id and d.wilaya_id = w.id
      and (d.valid_from is null or d.valid_from <= ?) and (d.valid_until is null or d.valid_until > ?)) as commune_in_wilaya,
    t.active as transporter_active,
    tc.commune_id is not null as serves,
    coalesce(tc.price, t.price) as price
  from (select 1) as one
  left join geography.wilaya w on w.id = ? and (w.valid_from is null or w.valid_from <= ?) and (w.valid_until is null or w.valid_until > ?)
  left join geography.commune c on c.id = ?
  left join transporters.transporter t on t.id = ?
  left join transporters.transporter_commune tc on tc.transporter_id = t.id and tc.commune_id = c.id`;

function problemsOf(row: QuoteRow) {
  const problems: Record<string, { message: string; key: OrderMessageKey }> = {};
  const notDeliverable = (message: string) => ({ message, key: OrderMessageKey.NOT_DELIVERABLE });
  if (row.wilaya_deliverable === null) problems['wilaya'] = notDeliverable('Unknown wilaya');
  else if (!row.wilaya_deliverable)
    problems['wilaya'] = notDeliverable('The shop does not deliver to this wilaya');
  if (row.commune_deliverable === null) problems['commune'] = notDeliverable('Unknown commune');
  else if (!row.commune_deliverable)
    problems['commune'] = notDeliverable('The shop does not deliver to this commune');
  else if (row.wilaya_deliverable !== null && !row.commune_in_wilaya) {
    problems['commune'] = notDeliverable('This commune is not in the chosen wilaya');
  }
  if (row.transporter_active === null || !row.transporter_active) {
    problems['transporter'] = {
      message: 'Unknown transporter',
      key: OrderMessageKey.TRANSPORTER_NOT_SERVING,
    };
  } else if (!row.serves && row.commune_deliverable !== null) {
    problems['transporter'] = {
      message: 'This transporter does not deliver to this commune',
      key: OrderMessageKey.TRANSPORTER_NOT_SERVING,
    };
  }
  return problems;
}

export async function quoteDelivery(em: EntityManager, choice: DeliveryChoice): Promise<DeliveryQuote> {
  const [row] = await em
    .getConnection()
    .execute<QuoteRow[]>(STATEMENT, [
      choice.shopUuid,
      choice.at,
      choice.at,
      choice.wilayaId,
      choice.at,
      choice.at,
      choice.communeId,
      choice.transporterId,
    ]);
  if (!row) throw new Error('The delivery quote returned no row');
  const problems = problemsOf(row);
  if (!row.shop_known || Object.keys(problems).length > 0) {
    return { ok: false, shopKnown: row.shop_known, problems };
  }
  return { ok: true, price: Number(row.price) };
}
