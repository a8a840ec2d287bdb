// One lint configuration for the workspace. Besides code hygiene it holds the architecture's
// boundaries (ARCHITECTURE.md): what may import what, and no import cycles anywhere.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import wallet from './server/eslint/balance-locks.mjs';

const REMOTES = readdirSync(import.meta.dirname).filter((d) => d.startsWith('mfe-'));
const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const SHELL_FEATURES = subfolders('./shell/src/features/');
const SERVER_DOMAINS = subfolders('./server/src/domains/');

/** Packages a part may not reach: by relative path (zones) and by package name (restricted imports). */
const workspace = ['shell', 'ops-console', 'server', 'e2e', 'bench', ...REMOTES];
const outside = (...own) => workspace.filter((p) => !own.includes(p)).map((p) => `./${p}`);
const onlyShared = {
  group: ['@casino/*', '!@casino/shared', '!@casino/shared/*', '!@casino/contract', '!@casino/contract/*'],
  message: 'A part reaches another only through @casino/shared (contracts, bus, stores, slots) or @casino/contract.',
};
/** What the contract package may not import: it is read by the server, which runs no browser. */
const BROWSER_LIBRARIES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  'react-i18next',
  'i18next',
  'zustand',
  'zustand/*',
];

const boundaries = [
  // shared is the bottom of the house: it imports nothing of the workspace.
  { target: './shared', from: outside(), message: 'shared imports nothing of the workspace.' },
  // contract is below shared: the API's method table, schemas, errors and rules, for browser and server alike.
  { target: './contract', from: [...outside(), './shared'], message: 'contract imports nothing of the workspace.' },
  // A remote imports only @casino/shared: never the shell, the server or another remote.
  ...REMOTES.map((r) => ({ target: `./${r}`, from: outside(r), message: 'A remote imports only @casino/shared.' })),
  { target: './shell', from: outside('shell'), message: 'The shell reaches remotes only at run time, through the registry.' },
  { target: './ops-console', from: outside('ops-console'), message: 'The ops console talks to the server only over HTTP.' },
  { target: './server', from: outside('server'), message: 'The server shares code with the browser only through @casino/contract.' },
  { target: './server', from: './shared', message: 'The server imports @casino/contract, never the browser platform (@casino/shared).' },
  // The shell's layers point down: app → features → federation → platform → @casino/shared.
  {
    target: './shell/src/platform',
    from: ['./shell/src/features', './shell/src/federation', './shell/src/app'],
    message: 'platform/ is the bottom layer of the shell: it imports no feature, federation or app code.',
  },
  {
    target: './shell/src/federation',
    from: ['./shell/src/features', './shell/src/app'],
    message: 'federation/ sits below the features: what it needs from them is handed in by app/.',
  },
  { target: './shell/src/features', from: './shell/src/app', message: 'Features never import app/ (it only composes them).' },
  // One feature never reaches into another; what two features need lives in platform/ or is composed in app/.
  ...SHELL_FEATURES.map((f) => ({
    target: `./shell/src/features/${f}`,
    from: './shell/src/features',
    except: [`./${f}`],
    message: 'A shell feature does not import another feature: move the shared piece to platform/, or compose in app/.',
  })),
];

/** The server's layers point down: methods/ (request handlers) → domains/ → db/ (tests may reach across). */
const serverLayers = [
  {
    target: './server/src/db',
    from: ['./server/src/methods', './server/src/domains'],
    message: 'db/ is the bottom of the server: it imports no domain and no request handler.',
  },
  {
    target: './server/src/domains',
    from: ['./server/src/methods', './server/src/api/dispatch.ts'],
    message: 'A domain never imports request handlers (methods/) or the API dispatch: handlers call domains, not the other way.',
  },
];

/** A server domain reaches another only through its index.ts (tests may reach inside). */
const domainWalls = SERVER_DOMAINS.map((d) => ({
  target: `./server/src/domains/${d}`,
  from: './server/src/domains',
  except: [`./${d}`, ...SERVER_DOMAINS.filter((o) => o !== d).map((o) => `./${o}/index.ts`)],
  message: `Another domain is reached only through its index.ts (domains/<domain>/index.ts).`,
}));
const serverOnlyContract = {
  group: ['@casino/*', '!@casino/contract', '!@casino/contract/*'],
  message: 'The server imports @casino/contract, never the browser platform (@casino/shared).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'bench/.baseline/**',
      '**/dist/**',
      '**/dist-monolith/**',
      '**/var/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: a promise nobody awaits or hands on loses its error (money, sessions, releases).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A JSX handler may be async (react-hook-form's handleSubmit): React ignores what it answers, and the handler reports its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'eslint-comments': comments },
    settings: {
      // import-x must parse TypeScript dependencies itself to follow cycles through them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // An exception to a rule says why, on the same line.
      'eslint-comments/require-description': ['error', { ignore: [] }],
      'eslint-comments/no-unlimited-disable': 'error',
      'eslint-comments/disable-enable-pair': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Playwright fixtures call their `use` callback, which is no React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Jest configs and stubs are CommonJS, as jest loads them.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.commonjs } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [...REMOTES.map((r) => `${r}/**`), 'shell/**', 'ops-console/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyShared] }] },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@casino/*', '!@casino/shared', '!@casino/shared/*', '!@casino/contract', '!@casino/contract/*'],
              message: 'shared imports nothing of the workspace but the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverOnlyContract] }],
    },
  },
  {
    // Outside the domains a domain is reached through its index.ts only (tests and test support may reach inside).
    files: ['server/src/**'],
    ignores: ['server/src/domains/**', 'server/src/**/*.test.ts', 'server/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnlyContract,
            {
              group: ['**/domains/*/*', '!**/domains/*/index', '!**/domains/*/settings'],
              message: "A domain is reached only through its index.ts (config.ts reads a domain's settings.ts, a leaf).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**'],
    ignores: ['server/src/**/*.test.ts', 'server/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverLayers] }] },
  },
  {
    files: ['server/src/domains/**'],
    ignores: ['server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverLayers, ...domainWalls] }] },
  },
  {
    // The wallet takes every lock of a balance row, in its one order (domains/wallet/locks.ts); tests may hold rows themselves.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/domains/wallet/**', 'server/src/**/*.test.ts', 'server/src/testing/**'],
    plugins: { wallet },
    rules: { 'wallet/balance-locks': 'error' },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: BROWSER_LIBRARIES, message: 'The contract runs on the server too: no React, router, i18next or stores.' },
            { group: ['@casino/*'], message: 'contract imports nothing of the workspace.' },
          ],
        },
      ],
    },
  },
);
