// Lint owns correctness and module boundaries; Prettier owns whitespace (eslint-config-prettier last).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * features/<name>/<file> named from outside: only features/<name> (its index.ts) may be imported,
 * features/<name>/reads, what a page feature reads (the storefront's entry starts those reads
 * before the page's chunk arrives; the index would bring the feature's components along), and
 * features/<name>/links, the addresses other screens link into it by (the back office's feature
 * indexes are on the first route for their loaders: a link writer re-exported there rides along),
 * and features/<name>/<x>-db, a feature's database class, which the entry opens before any screen
 * (the till's tables: every tab must open the database with the same versions).
 * From a test, also the feature's test answers (<file>.mocks.ts): fixtures, not internals.
 */
const CLIENT_FEATURE_INTERNALS = {
  regex: '(^|/)features/[a-z-]+/(?!(index|reads|links|catalogue|[a-z]+-db)(\\.tsx?)?$).+',
  message: 'Import a feature through its index.ts (features/<name>)',
};
const CLIENT_FEATURE_INTERNALS_BUT_MOCKS = {
  regex: '(^|/)features/[a-z-]+/(?!(index|reads|links|catalogue|[a-z]+-db)(\\.tsx?)?$)(?![\\w-]+\\.mocks$).+',
  message: CLIENT_FEATURE_INTERNALS.message,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      'server/src/db/migrations/**',
      '**/*.d.ts',
      '.data/**',
      '.test-data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'server/tsconfig.test.json',
            'schema/tsconfig.test.json',
            'clients/*/tsconfig.json',
            'clients/shared/sw/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './schema',
              from: ['./server', './clients'],
              message: 'schema/ imports nothing else in the repo',
            },
            { target: './server/src/core', from: './server/src/modules', message: 'core/ imports no module' },
            {
              target: './server/src/rest',
              from: './server/src/modules',
              message: 'rest/ is the plumbing modules build their REST routes with: it imports no module',
            },
            {
              target: './clients/shared',
              from: ['./clients/storefront', './clients/backoffice'],
              message: 'clients/shared never imports an app',
            },
            ...['storefront', 'backoffice'].map((app) => ({
              target: `./clients/${app}/src/components`,
              from: `./clients/${app}/src/features`,
              message: 'components/ serve every feature and import none',
            })),
            { target: './clients/storefront', from: './clients/backoffice' },
            { target: './clients/backoffice', from: './clients/storefront' },
            { target: './clients', from: './server' },
            { target: './server', from: './clients' },
          ],
        },
      ],
    },
  },
  {
    // Other code reaches a server module only through its index.ts.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules/[a-z-]+/(?!index\\.js$).+',
              message: 'Import a module through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // A file directly in a module's folder; the files beside the folders (manifest.ts, index.ts) are
    // the list of modules and import them through their index like any other code.
    files: ['server/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/(?!index\\.js$).+',
              message: 'Import another module through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // In a module's sub-folder, ../ is the same module; ../../ is another one.
    files: ['server/src/modules/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[a-z-]+/(?!index\\.js$).+',
              message: 'Import another module through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // A client feature is reached only through its index.ts: features/<name>/<file> from anywhere
    // outside the feature is refused. Features may use one another (the shell uses the theme), always
    // through that face, and import-x/no-cycle keeps such uses one-way.
    files: ['clients/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CLIENT_FEATURE_INTERNALS] }],
    },
  },
  {
    files: ['clients/*/src/*/**/*.test.{ts,tsx}'],
    ignores: ['clients/*/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CLIENT_FEATURE_INTERNALS_BUT_MOCKS] }],
    },
  },
  {
    // Inside a feature, ../<other>/<file> is another feature's internals.
    files: ['clients/*/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIENT_FEATURE_INTERNALS,
            {
              regex: '^\\.\\./[a-z-]+/(?!(index|links|catalogue)(\\.tsx?)?$).+',
              message: 'Import another feature through its index.ts (or its links.ts, its catalogue.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    // In a feature's sub-folder, ../../<other>/<file> is another feature's internals.
    files: ['clients/*/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIENT_FEATURE_INTERNALS,
            {
              regex: '^\\.\\./\\.\\./[a-z-]+/(?!index(\\.tsx?)?$).+',
              message: 'Import another feature through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['clients/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/e2e/**',
      '**/scripts/**',
      'clients/shared/build/**',
      'ops/**',
      '.ci/**',
      '*.config.*',
      '**/*.config.*',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
