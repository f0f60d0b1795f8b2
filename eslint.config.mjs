// Lint keeps the architecture's boundaries (ARCHITECTURE.md "Import rules").
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { portalRules } from './tooling/eslint-rules/index.mjs';

const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });

const APP_DIRS = ['host', 'remote-wallets', 'remote-cards', 'remote-exchange', 'remote-account', 'server'];
const otherApps = (message, except) => ({
  group: APP_DIRS.filter((dir) => dir !== except).flatMap((dir) => [dir, `${dir}/**`, `**/${dir}/src/**`]),
  message,
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/drizzle/**',
      '.run/**',
      '.data/**',
      '.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { portal: portalRules },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' },
      ],
      'portal/no-cross-feature-imports': 'error',
      // Short functions (tooling/eslint-rules/test/function-length.test.mjs proves it fails).
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'portal/no-raw-jsx-text': 'error' },
  },
  {
    // A remote imports only @portal/shared: never the host, another remote or the server.
    files: ['remote-*/src/**'],
    rules: restrict([
      otherApps('A remote imports only @portal/shared (talk to other apps through the bus).'),
    ]),
  },
  {
    files: ['host/src/**'],
    rules: restrict([
      otherApps('The host loads remotes at run time through src/app/remotes/remote-loader.ts only.', 'host'),
    ]),
  },
  {
    // shared imports no app.
    files: ['shared/src/**'],
    rules: restrict([otherApps('@portal/shared must not depend on an app.')]),
  },
  {
    // The contract is React-free: the server imports it.
    files: ['shared/src/contract/**'],
    rules: restrict([
      otherApps('@portal/shared must not depend on an app.'),
      {
        group: [
          'react',
          'react-*',
          'axios',
          '../api',
          '../api/*',
          '../ui',
          '../ui/*',
          '../i18n',
          '../i18n/*',
          '../session',
          '../session/*',
          '../federation',
          '../federation/*',
        ],
        message: 'The contract imports only valibot and itself.',
      },
    ]),
  },
  {
    // The server imports only the contract part of shared, and nothing of the browser.
    files: ['server/**'],
    rules: restrict(
      [
        otherApps('The server does not import the apps.', 'server'),
        {
          group: ['@portal/shared/*', '!@portal/shared/contract'],
          message: 'The server imports only @portal/shared/contract.',
        },
        { group: ['react', 'react-*', 'axios'], message: 'The server has no browser code.' },
      ],
      [{ name: '@portal/shared', message: 'The server imports only @portal/shared/contract.' }],
    ),
  },
  {
    // No import cycles in any app's, shared's or the server's TypeScript (tooling/eslint-rules/test proves it
    // fails). `import type` is erased at build, so no-cycle ignores it. Each package resolves through its tsconfig.
    files: [`{${[...APP_DIRS, 'shared'].join(',')}}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [...APP_DIRS, 'shared'].map((dir) => `${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/test/**'],
    // A describe block holds a file's cases; a scenario reads best whole.
    rules: {
      'portal/no-raw-jsx-text': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'max-lines-per-function': 'off',
    },
  },
);
