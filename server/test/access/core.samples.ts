/** Samples for the walking skeleton's fields and routes: shop, geography, transporters, auth, staff. */
import { createStaff } from '../helpers/staff';
import type { AccessSamples } from './samples';

/** One account per staff mutation that changes it, so no sample's version or state depends on another's. */
let staff: { read: string; update: string; affect: string; deactivate: string; reset: string };

export const coreSamples: AccessSamples = {
  async prepare(server) {
    const account = async () => (await createStaff(server, { roles: ['CASHIER'] })).id;
    staff = {
      read: await account(),
      update: await account(),
      affect: await account(),
      deactivate: await account(),
      reset: await account(),
    };
  },
  graphql: () => ({
    'query shop': '{ shop { uuid } }',
    'query wilayas': '{ wilayas { id } }',
    'query communes': '{ communes(wilayaId: 16) { id } }',
    'query transporters': '{ transporters(communeId: 1601) { id } }',
    'query me': '{ me { csrfToken } }',
    'query staffMembers': '{ staffMembers(filter: { role: CASHIER }) { id } }',
    'query staffMember': `{ staffMember(id: "${staff.read}") { id } }`,
    'query staffAffectationChoices': '{ staffAffectationChoices { uuid warehouses { id } } }',
    'mutation createStaffMember': `mutation { createStaffMember(input: { email: "access.sample@example.dz",
      displayName: "Accès", password: "sample passphrase", roles: [CASHIER], shops: [], warehouses: [] }) { id } }`,
    'mutation updateStaffMember': `mutation { updateStaffMember(id: "${staff.update}", version: 1,
      input: { displayName: "Accès", roles: [STOCK_CLERK] }) { id } }`,
    'mutation setStaffAffectation': `mutation { setStaffAffectation(id: "${staff.affect}", version: 1,
      input: { shops: [], warehouses: [] }) { id } }`,
    'mutation setStaffMemberActive': `mutation { setStaffMemberActive(id: "${staff.deactivate}", active: false) { id } }`,
    'mutation resetStaffPassword': `mutation { resetStaffPassword(id: "${staff.reset}") { temporaryPassword } }`,
    'mutation login': 'mutation { login(email: "x@example.dz", password: "not the password") { csrfToken } }',
    'mutation logout': 'mutation { logout }',
  }),
  publicAnswers: {
    // login's sample uses unknown credentials: its 401 is the answer to them, not a guard.
    'mutation login': { status: 401, codes: ['UNAUTHENTICATED'] },
  },
  rest: () => ({
    'get /public/utilis/api/commune/wilaya/:wilayaId': '/public/utilis/api/commune/wilaya/16',
    'get /public/utilis/api/transport/commune/:communeId': '/public/utilis/api/transport/commune/1601',
    'get /web/public/api/shop': '/web/public/api/shop',
    'get /dashboard/api/staff/me': '/dashboard/api/staff/me',
    'post /dashboard/api/session/logout': '/dashboard/api/session/logout',
  }),
};
