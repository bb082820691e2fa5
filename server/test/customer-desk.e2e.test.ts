/**
 * The customer desk: a cashier finds a customer of their shop from 3 characters (names or phone,
 * +213 accepted) and registers one at the till by the checkout rules; a phone the shop knows answers
 * that customer unchanged; two tills registering one phone make one customer. Only names and phone
 * travel, only in the cashier's shops, and a cashier still cannot read segments or promotions.
 */
import { dataOf, refusalOf } from './helpers/graphql-results';
import { demoShopUuid, makeCustomer, makeShop } from './helpers/promotions-fixtures';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let shopUuid: string;
let otherShop: string;
let cashier: Signed;

beforeAll(async () => {
  server = await createTestApp();
  otherShop = await demoShopUuid(server);
  // A shop of its own: the demo seed's customers would crowd the searches.
  shopUuid = await makeShop(server, 'Boutique Alger');
  cashier = await signInAs(server, { roles: ['CASHIER'], shopIds: [shopUuid] });
  await makeCustomer(server, shopUuid, { firstname: 'Yacine', lastname: 'Zerrouki', phone: '0663718293' });
  await makeCustomer(server, shopUuid, { firstname: 'Yasmine', lastname: 'Zerrad', phone: '0770112233' });
  await makeCustomer(server, shopUuid, { firstname: 'Nadia', lastname: 'Ferhat', phone: '0550998877' });
  await makeCustomer(server, otherShop, { firstname: 'Yacine', lastname: 'Oranais', phone: '0661000000' });
});
afterAll(() => server.close());

function asCashier(query: string, variables: Record<string, unknown> = {}, who: Signed = cashier) {
  return server.graphql<Record<string, unknown>>(query, variables, { cookie: who.cookie });
}

/** The field errors of a refused call. */
function fieldErrorsOf(result: Awaited<ReturnType<typeof asCashier>>) {
  return result.errors?.[0]?.extensions['fieldErrors'];
}

const FIND = `query($shopUuid: ID!, $search: String!) {
  deskCustomers(shopUuid: $shopUuid, search: $search) { id firstname lastname phone }
}`;
const REGISTER = `mutation($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { created customer { id firstname lastname phone } }
}`;

describe('finding a customer', () => {
  it('finds by name or phone from 3 characters, in the shop only, with names and phone alone', async () => {
    const byName = dataOf(await asCashier(FIND, { shopUuid, search: 'zerr' }), 'deskCustomers');
    expect(byName).toEqual([
      { id: expect.any(Number), firstname: 'Yasmine', lastname: 'Zerrad', phone: '0770112233' },
      { id: expect.any(Number), firstname: 'Yacine', lastname: 'Zerrouki', phone: '0663718293' },
    ]);
    const byPhone = dataOf(await asCashier(FIND, { shopUuid, search: '+213 663 71 8' }), 'deskCustomers');
    expect(byPhone).toEqual([expect.objectContaining({ lastname: 'Zerrouki' })]);
    const arabicDigits = dataOf(await asCashier(FIND, { shopUuid, search: '٠٥٥٠' }), 'deskCustomers');
    expect(arabicDigits).toEqual([expect.objectContaining({ lastname: 'Ferhat' })]);
  });

  it('refuses a search shorter than 3 characters and a list longer than 20, with field errors', async () => {
    const refused = await asCashier(FIND, { shopUuid, search: ' ya ' });
    expect(refusalOf(refused)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(fieldErrorsOf(refused)).toEqual({ search: ['must be 3 to 100 characters'] });
    const tooMany = await asCashier(
      'query($shopUuid: ID!) { deskCustomers(shopUuid: $shopUuid, search: "Yacine", limit: 500) { id } }',
      { shopUuid },
    );
    expect(refusalOf(tooMany)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(fieldErrorsOf(tooMany)).toEqual({ limit: ['must be 1 to 20'] });
  });

  it('refuses a shop the cashier does not work in, without saying who its customers are', async () => {
    const refused = await asCashier(FIND, { shopUuid: otherShop, search: 'Yacine' });
    expect(refusalOf(refused)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('registering a customer at the till', () => {
  it('registers by the checkout rules, normalising the phone', async () => {
    const answer = dataOf(
      await asCashier(REGISTER, {
        input: { shopUuid, firstname: ' Samir ', lastname: 'Touati', phone: '+213 ٥٥١ 22 33 44' },
      }),
      'registerCustomer',
    );
    expect(answer).toEqual({
      created: true,
      customer: { id: expect.any(Number), firstname: 'Samir', lastname: 'Touati', phone: '0551223344' },
    });
  });

  it('answers the known customer, unchanged, for a phone the shop knows', async () => {
    const answer = dataOf(
      await asCashier(REGISTER, {
        input: { shopUuid, firstname: 'Yassine', lastname: 'Autre', phone: '0663718293' },
      }),
      'registerCustomer',
    );
    expect(answer).toEqual({
      created: false,
      customer: expect.objectContaining({ firstname: 'Yacine', lastname: 'Zerrouki', phone: '0663718293' }),
    });
  });

  it('makes one customer when two tills register the same phone at once', async () => {
    const input = { shopUuid, firstname: 'Amel', lastname: 'Kaci', phone: '0699887766' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => asCashier(REGISTER, { input })));
    const results = answers.map(
      (a) => dataOf(a, 'registerCustomer') as { created: boolean; customer: { id: number } },
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.customer.id)).size).toBe(1);
  });

  it('names every field at fault at once, with the legacy field keys, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.orm.em
            .fork()
            .getConnection()
            .execute<{ n: string }[]>('select count(*) as n from customer')
        )[0]?.n,
      );
    const before = await count();
    const refused = await asCashier(REGISTER, {
      input: { shopUuid, firstname: 'A1', lastname: '', phone: '12345', email: 'not-mail' },
    });
    expect(refusalOf(refused)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(fieldErrorsOf(refused)).toEqual({
      firstname: ['Letters only, 3 to 20'],
      lastname: ['Letters only, 3 to 20'],
      phone: ['A mobile number: 05, 06 or 07 and 8 more digits'],
      email: ['Not an e-mail address'],
    });
    expect((refused.errors?.[0]?.extensions as Record<string, unknown>)['messageKeys']).toMatchObject({
      firstname: 'form.validation.firstname',
      phone: 'form.validation.phone',
    });
    expect(await count()).toBe(before);
  });
});

it('gives a cashier the desk without the segments and promotions', async () => {
  for (const query of [
    `{ customers(shopUuid: "${shopUuid}", search: "Yacine") { totalCount } }`,
    '{ customerSegments { id } }',
    '{ promotions { totalCount } }',
  ]) {
    expect([query, refusalOf(await asCashier(query)).code]).toEqual([query, 'FORBIDDEN']);
  }
});
