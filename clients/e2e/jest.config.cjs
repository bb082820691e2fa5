/**
 * Browser journeys in real Chromium (Debian's /usr/bin/chromium driven by playwright-core) against
 * the built server on embedded PostgreSQL. Run by `npm run test:e2e`, one file at a time.
 */
const path = require('node:path');

module.exports = {
  displayName: 'e2e',
  rootDir: path.resolve(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*/e2e/**/*.e2e.ts', '<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 120000,
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
