/**
 * Jest settings shared by the two apps (and clients/shared's own config may reuse it): jsdom with
 * the globals Dexie and Apollo need (jest.env.cjs), SWC transform, ESM-only libraries transformed.
 */
const path = require('node:path');

module.exports = function appJestConfig(name, rootDir) {
  const clientsDir = path.resolve(__dirname, '..');
  return {
    displayName: name,
    rootDir,
    testEnvironment: path.join(__dirname, 'jest.env.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic' },
              // react-router's framework-mode module loader reads Vite's import.meta.hot, which
              // CommonJS cannot hold; the data-mode router the apps use never reaches it.
              optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
            },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|dexie-react-hooks|react-router|@remix-run|cookie-es)/)',
    ],
    moduleNameMapper: {
      '^@tijara/schema$': path.join(clientsDir, '../schema/src/index.ts'),
      '^@tijara/shared$': path.join(clientsDir, 'shared/src/index.ts'),
      '^@tijara/shared/test/(.*)$': path.join(clientsDir, 'shared/src/test/$1'),
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
  };
};
