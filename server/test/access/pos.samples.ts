/**
 * Access samples for the tills (see samples.ts): a till of the demo shop with an open session, so
 * the allowed calls register a till, open a session on it and close the one prepared.
 */
import { randomUUID } from 'node:crypto';
import { createStaff } from '../helpers/staff';
import { demoWarehouses } from '../helpers/stock-fixtures';
import type { DemoWarehouses } from '../helpers/stock-fixtures';
import type { AccessSamples } from './samples';

let demo: DemoWarehouses;
const till = randomUUID();
const openSession = randomUUID();

export const posSamples: AccessSamples = {
  async prepare(server) {
    demo = await demoWarehouses(server);
    const cashier = await createStaff(server, { roles: ['CASHIER'], shopIds: [demo.shopUuid] });
    const connection = server.orm.em.fork().getConnection();
    await connection.execute(
      "insert into pos_device (uuid, shop_uuid, code, name, warehouse_id) values (?, ?, 'ACC', 'Caisse accès', ?)",
      [till, demo.shopUuid, demo.boutique],
    );
    await connection.execute(
      `insert into pos_session (uuid, device_uuid, shop_uuid, number, cashier_id, opened_at, opening_cash, open_fingerprint)
       values (?, ?, ?, 1, ?, now(), 0, 'prepared')`,
      [openSession, till, demo.shopUuid, cashier.id],
    );
  },
  graphql: () => ({
    'mutation registerPosDevice': `mutation { registerPosDevice(input: { shopUuid: "${demo.shopUuid}", code: "ACC2",
      name: "Caisse sortie", warehouseId: "${demo.central}", reclaim: true }) { uuid lastSessionNumber } }`,
    'query posDevices': `{ posDevices(shopUuid: "${demo.shopUuid}") { uuid code warehouse { id name } } }`,
    'mutation openPosSession': `mutation { openPosSession(input: { uuid: "${randomUUID()}", deviceUuid: "${till}",
      number: 2, openedAt: "2026-11-24T08:00:00Z", openingCash: 100000 }) { uuid status } }`,
    'mutation closePosSession': `mutation { closePosSession(input: { uuid: "${openSession}", closedAt: "2026-11-24T18:00:00Z",
      countedCash: 0, expectedCash: 0 }) { status difference } }`,
    'query posSessions': `{ posSessions(shopUuid: "${demo.shopUuid}", limit: 10) { uuid salesCount salesTotal cashTotal } }`,
  }),
  rest: () => ({}),
};
