import { CustomerFormMessageKey } from '@tijara/schema';
import { customerRowOf, saveNewCustomer, searchCustomers } from './customers';
import { customer, freshTillDb } from './test-fixtures';

async function withCustomers() {
  const db = freshTillDb();
  await db.tillCustomers.bulkPut(
    [
      customer(1, { firstname: 'Amina', lastname: 'Benali', phone: '0661234567' }),
      customer(2, { firstname: 'Hélène', lastname: 'Amrani', phone: '0770111222' }),
      customer(3, { firstname: 'سارة', lastname: 'بن علي', phone: '0550999888' }),
    ].map(customerRowOf),
  );
  return db;
}

describe('searchCustomers', () => {
  it('answers nothing below 3 characters', async () => {
    const db = await withCustomers();
    expect(await searchCustomers(db, 'am')).toEqual([]);
    expect(await searchCustomers(db, '06')).toEqual([]);
  });

  it('finds by name words in any order, accents, case and ta marbuta aside', async () => {
    const db = await withCustomers();
    expect((await searchCustomers(db, 'helene')).map((c) => c.id)).toEqual([2]);
    expect((await searchCustomers(db, 'BEN AMI')).map((c) => c.id)).toEqual([1]);
    expect((await searchCustomers(db, 'amr')).map((c) => c.id)).toEqual([2]);
    expect((await searchCustomers(db, 'ساره')).map((c) => c.id)).toEqual([3]);
    expect((await searchCustomers(db, 'علي بن')).map((c) => c.id)).toEqual([3]);
  });

  it('finds by phone typed with spaces, the international prefix or Arabic-Indic digits', async () => {
    const db = await withCustomers();
    expect((await searchCustomers(db, '066 12')).map((c) => c.id)).toEqual([1]);
    expect((await searchCustomers(db, '+213 770')).map((c) => c.id)).toEqual([2]);
    expect((await searchCustomers(db, '٠٥٥٠٩')).map((c) => c.id)).toEqual([3]);
    expect((await searchCustomers(db, '661234')).map((c) => c.id)).toEqual([1]);
  });
});

describe('saveNewCustomer', () => {
  it('keeps a valid customer under new:<phone>, normalised, and finds them at once', async () => {
    const db = await withCustomers();
    const saved = await saveNewCustomer(db, {
      firstname: ' Karim ',
      lastname: 'Haddad',
      phone: '٠٧٧٧ ١٢ ٣٤ ٥٦',
    });
    expect(saved).toEqual({
      key: 'new:0777123456',
      id: null,
      firstname: 'Karim',
      lastname: 'Haddad',
      phone: '0777123456',
      email: null,
      segmentIds: [],
      usedPromotionIds: [],
    });
    expect(await searchCustomers(db, 'karim')).toEqual([saved]);
    // Known customers are listed before those made at the counter.
    await saveNewCustomer(db, { firstname: 'Amina', lastname: 'Zerrouki', phone: '0555000111' });
    expect((await searchCustomers(db, 'amina')).map((c) => c.key)).toEqual(['id:1', 'new:0555000111']);
  });

  it('refuses the form with the customer form’s message keys', async () => {
    const db = await withCustomers();
    await expect(
      saveNewCustomer(db, { firstname: 'Jo', lastname: 'Haddad', phone: '0123', email: 'x@' }),
    ).rejects.toMatchObject({
      code: 'customer_form',
      details: {
        firstname: CustomerFormMessageKey.FIRSTNAME,
        phone: CustomerFormMessageKey.PHONE,
        email: CustomerFormMessageKey.EMAIL,
      },
    });
    expect(await db.tillCustomers.count()).toBe(3);
  });

  it('answers the shop’s customer when the phone is already theirs', async () => {
    const db = await withCustomers();
    const saved = await saveNewCustomer(db, {
      firstname: 'Amina',
      lastname: 'Benali',
      phone: '+213661234567',
    });
    expect(saved.key).toBe('id:1');
    expect(await db.tillCustomers.count()).toBe(3);
  });
});
