/**
 * jsdom plus the Node globals that browsers have and jsdom lacks, for clients/shared
 * and both apps: structuredClone (fake-indexeddb), TextEncoder/Decoder and crypto.subtle (keys),
 * BroadcastChannel and MessageChannel (Dexie's cross-tab events, the outbox wake-up), setImmediate,
 * fetch and its classes, ReadableStream. Channels and ports are unref'd so an open one never keeps
 * Jest alive after the run. The browser languages are fr-DZ, fr (see below).
 */
const { TestEnvironment } = require('jest-environment-jsdom');
const { webcrypto } = require('node:crypto');

class UnrefBroadcastChannel extends BroadcastChannel {
  constructor(name) {
    super(name);
    this.unref();
  }
}

class UnrefMessageChannel extends MessageChannel {
  constructor() {
    super();
    this.port1.unref();
    this.port2.unref();
  }
}

const NODE_GLOBALS = {
  structuredClone,
  TextEncoder,
  TextDecoder,
  ReadableStream,
  BroadcastChannel: UnrefBroadcastChannel,
  MessageChannel: UnrefMessageChannel,
  setImmediate,
  clearImmediate,
  fetch,
  Request,
  Response,
  Headers,
};

module.exports = class TijaraJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const [name, value] of Object.entries(NODE_GLOBALS)) {
      if (typeof g[name] === 'undefined') g[name] = value;
    }
    // jsdom's crypto has getRandomValues/randomUUID but no subtle: use Node's Web Crypto whole.
    Object.defineProperty(g, 'crypto', { value: webcrypto, configurable: true, writable: true });
    // jsdom's browser speaks en-US; ours is an Algerian French one, the product's default, so a test
    // renders in French unless it stores another choice (jest.spyOn(navigator, 'languages', 'get')).
    for (const [name, value] of [
      ['languages', ['fr-DZ', 'fr']],
      ['language', 'fr-DZ'],
    ]) {
      Object.defineProperty(g.navigator, name, { get: () => value, configurable: true });
    }
  }
};
