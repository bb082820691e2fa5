/** Samples for the walking skeleton's fields and routes: shop, geography, transporters, auth, staff. */
import type { AccessSamples } from './samples';

export const coreSamples: AccessSamples = {
  graphql: () => ({
    'query shop': '{ shop { uuid } }',
    'query wilayas': '{ wilayas { id } }',
    'query communes': '{ communes(wilayaId: 16) { id } }',
    'query transporters': '{ transporters(communeId: 1601) { id } }',
    'query me': '{ me { csrfToken } }',
    'query staffMembers': '{ staffMembers { id } }',
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
