/**
 * Deployment checks that run in CI without a container daemon or a cluster: the Dockerfile lint, the
 * compose file against the Compose specification schema, the Kubernetes manifests (the overlay
 * rendered) against the Kubernetes API schemas, and their key properties. Also any other test under
 * ops/ (ops/**\/x.test.ts): the backups against a Debian PostgreSQL and several instances behind nginx.
 * `npm run test:ops`, not `npm test`: they need Debian's nginx and postgresql packages and the built
 * server, which the global setup builds once, before the workers (two workers building it at once
 * would race on server/dist).
 */
module.exports = {
  displayName: 'ops',
  rootDir: __dirname,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/jest.global-setup.cjs',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/bench/'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
