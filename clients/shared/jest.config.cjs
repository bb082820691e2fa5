/** Unit and component tests of clients/shared: jsdom, Dexie on fake-indexeddb, no real waits. */
module.exports = require('./jest.app-config.cjs')('shared', __dirname);
