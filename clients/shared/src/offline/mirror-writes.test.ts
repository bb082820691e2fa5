import { createTijaraDb } from './db';
import type { CommuneRow, TijaraDb } from './db';
import { getRefreshedAt, replaceCommunesOf, replaceDeliveryOptionsOf, replaceWilayas } from './mirror-writes';
import { freshDbName } from '../test/outbox-harness';

let db: TijaraDb;

beforeEach(() => {
  db = createTijaraDb(freshDbName());
});

afterEach(() => db.close());

const commune = (id: number, wilayaId: number): CommuneRow => ({
  id,
  wilayaId,
  name: `C${id}`,
  nameAr: `ب${id}`,
  postCode: null,
  deliverable: true,
});

it('replaces only the slice it was given and stamps when', async () => {
  await replaceCommunesOf(db, 16, [commune(1, 16), commune(2, 16)], 100);
  await replaceCommunesOf(db, 9, [commune(3, 9)], 100);
  await replaceCommunesOf(db, 16, [commune(2, 16)], 200);

  expect((await db.communes.toArray()).map((c) => c.id).sort()).toEqual([2, 3]);
  expect(await getRefreshedAt(db, 'communes:16')).toBe(200);
  expect(await getRefreshedAt(db, 'communes:9')).toBe(100);
  expect(await getRefreshedAt(db, 'wilayas')).toBeNull();
});

it('replaces wilayas and a commune’s delivery options', async () => {
  const wilaya = {
    id: 16,
    code: '16',
    isoCode: 'DZ-16',
    name: 'Alger',
    nameAr: 'الجزائر',
    deliverable: true,
  };
  await replaceWilayas(db, [wilaya, { ...wilaya, id: 9, code: '09' }]);
  await replaceWilayas(db, [wilaya]);
  const option = { communeId: 5, transporterId: 1, name: 'Yalidine', price: 40_000, image: null, logo: null };
  await replaceDeliveryOptionsOf(db, 5, [option, { ...option, transporterId: 2, price: 0 }]);
  await replaceDeliveryOptionsOf(db, 5, [option]);

  expect(await db.wilayas.toArray()).toEqual([wilaya]);
  expect(await db.deliveryOptions.where('communeId').equals(5).toArray()).toEqual([option]);
});
