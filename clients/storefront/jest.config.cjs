/** Component tests of the storefront: jsdom + Testing Library, Dexie on fake-indexeddb. */
module.exports = require('../shared/jest.app-config.cjs')('storefront', __dirname);
