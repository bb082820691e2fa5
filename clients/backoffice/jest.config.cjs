/** Component tests of the back office: jsdom + Testing Library, Dexie on fake-indexeddb. */
module.exports = require('../shared/jest.app-config.cjs')('backoffice', __dirname);
