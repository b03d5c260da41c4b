import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** How import-x reads and resolves the TypeScript of every workspace. */
const importXSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

const webFeatures = 'apps/web/src/features';
const webFeatureNames = readdirSync(new URL(webFeatures, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The import-x rule that keeps imports out of `zones` (paths from the repository's root). */
const restrictedImports = (zones) => ({
  plugins: { 'import-x': importX },
  settings: importXSettings,
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No import cycles: a module that needs something from one that needs it back gets an interface instead
    // (docs/decisions/022-live-room-layout.md).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A web feature never imports another feature's files. What several features use (the quiz API hooks and query
    // keys, category names, the category select, the file drop zone) lives in apps/web/src/components or lib; where a
    // page shows another feature's whole tab, panel or dialog (the dashboard's tabs, a quiz's ratings), that feature
    // exports it from its own index.ts, and only that index may be imported.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...restrictedImports(
      webFeatureNames.map((feature) => ({
        target: `${webFeatures}/${feature}`,
        from: webFeatureNames.filter((other) => other !== feature).map((other) => `${webFeatures}/${other}`),
        except: ['./index.ts'],
        message:
          'Import another feature through its index.ts, or move what is shared to apps/web/src/components or lib.',
      })),
    ),
  },
  {
    // Shared code serves the features and never reaches into one: app/ composes them (and a test may).
    files: ['apps/web/src/{components,lib,i18n}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    ...restrictedImports([
      {
        target: ['components', 'lib', 'i18n'].map((shared) => `apps/web/src/${shared}`),
        from: webFeatures,
        message: 'Shared code does not import a feature: move what both need to components or lib.',
      },
    ]),
  },
  {
    // Tables that reference each other (a guest's room, a room's host) declare their foreign keys beside the column,
    // through callbacks run once every table exists: see apps/server/src/db/schema/users.ts.
    files: ['apps/server/src/db/schema/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Type-aware on the server: a forgotten await in a handler is a bug.
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
