/**
 * Server tests: unit tests beside the code (src/**\/x.test.ts) and end-to-end tests by domain
 * (test/*.e2e.test.ts) against a real PostgreSQL. One embedded cluster is started for the run
 * (test/global-setup.mjs); every test file creates its own database in it, so files run in parallel.
 */
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@tijara/schema$': '<rootDir>/../schema/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['reflect-metadata'],
  // testTimeout is global in a multi-project run: test/jest-setup.ts sets this project's instead.
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
};
