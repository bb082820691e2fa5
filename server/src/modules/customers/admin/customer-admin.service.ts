/**
 * The back office's customer screens (PROMOTIONS: whole customer lists and spending are the
 * marketing side's, CUSTOMERS only finds a customer for a sale): the list with search, sort and
 * pages, and one customer's detail. Only customers of the shops the actor acts in are ever read
 * (admins: every shop); another shop's customer is NOT_FOUND, as an order of another shop is.
 * The list is one statement a page (two past the last page), the detail one statement.
 */
import { OrderStatus, Permission } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { AppError, NotFoundError } from '../../../core/errors';
import { FieldProblems } from '../../../core/field-problems';
import { assertId } from '../../../core/ids';
import { pageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import { checkSearch } from '../../../core/search-text';
import { listedShops, shopScope } from '../../shop';
import { customerSearch } from '../customer-search';
import type { CustomerListArgs } from './customer-admin.inputs';
import { CUSTOMERS_PAGE_SIZE } from './customer-admin.inputs';
import type { CustomerDetail, CustomerListPage, CustomerListRow } from './customer-admin.results';
import { customerDetailRow } from './customer-detail.sql';
import type { CustomerDetailRow } from './customer-detail.sql';
import { CustomerSortField, customerListPage } from './customer-list.sql';
import type { CustomerListRow as ListRowData } from './customer-list.sql';

const dateOf = (value: string | Date) => new Date(value);
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The check's value, or its field errors kept in `problems` to be thrown with the others (every
 * field at fault at once) and `standIn`, which nothing reads: `problems.assertNone()` throws first.
 */
function collect<T>(problems: FieldProblems, check: () => T, standIn: T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof AppError) || Object.keys(error.fieldErrors).length === 0) throw error;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      for (const message of messages) problems.add(field, message);
    }
    return standIn;
  }
}

function rowOf(row: ListRowData): CustomerListRow {
  return {
    id: row.id,
    uuid: row.uuid,
    shopUuid: row.shop_uuid,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    createdAt: dateOf(row.created_at),
    orderCount: row.order_count,
    spent: Number(row.spent),
    lastOrderAt: dateOrNull(row.last_order_at),
  };
}

/** Every status in the workflow's order, with 0 for those the customer never reached. */
function byStatus(counts: CustomerDetailRow['by_status']) {
  const found = new Map(counts.map(({ status, count }) => [status, Number(count)]));
  return Object.values(OrderStatus).map((status) => ({ status, count: found.get(status) ?? 0 }));
}

function detailOf(row: CustomerDetailRow): CustomerDetail {
  const { figures } = row;
  const spent = Number(figures.spent);
  const delivered = Number(figures.deliveredCount);
  return {
    id: row.id,
    uuid: row.uuid,
    shopUuid: row.shop_uuid,
    shopName: row.shop_name,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    email: row.email,
    createdAt: dateOf(row.created_at),
    totals: {
      orderCount: Number(figures.orderCount),
      deliveredCount: delivered,
      spent,
      averageBasket: delivered === 0 ? null : Math.round(spent / delivered),
      firstOrderAt: dateOrNull(figures.firstOrderAt),
      lastOrderAt: dateOrNull(figures.lastOrderAt),
      byStatus: byStatus(row.by_status),
    },
    addresses: row.addresses.map((address) => ({ ...address, lastUsedAt: dateOf(address.lastUsedAt) })),
  };
}

export class CustomerAdminService {
  async list(ctx: RequestContext, args: CustomerListArgs): Promise<CustomerListPage> {
    assertPermission(ctx, Permission.PROMOTIONS);
    const shopUuids = listedShops(ctx, args.shopUuid);
    const problems = new FieldProblems();
    const search = collect(problems, () => checkSearch('search', args.search ?? undefined), undefined);
    const page = collect(
      problems,
      () => pageWindow(args.page, args.pageSize ?? CUSTOMERS_PAGE_SIZE),
      pageWindow(),
    );
    problems.assertNone('Invalid customer list');
    const { rows, totalCount } = await customerListPage(ctx.em, {
      shopUuids,
      search: customerSearch(search),
      sortBy: args.sortBy ?? CustomerSortField.NAME,
      descending: args.descending ?? false,
      window: page,
    });
    return { items: rows.map(rowOf), totalCount, page: page.page, pageSize: page.size };
  }

  /** NOT_FOUND for an unknown customer and for one of a shop the actor does not act in. */
  async get(ctx: RequestContext, id: number): Promise<CustomerDetail> {
    assertPermission(ctx, Permission.PROMOTIONS);
    assertId('id', id, 'Customer');
    const row = await customerDetailRow(ctx.em, id, shopScope(ctx), ctx.locale);
    if (!row) throw new NotFoundError('Customer', id);
    return detailOf(row);
  }
}
