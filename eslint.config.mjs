// Lint enforces the architecture: a remote never imports another remote, the shell or the server;
// the shell never imports a remote's source; shared domain code imports no React, DOM or Node;
// the server takes only domain and contracts from shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = [
  'mf-auth',
  'mf-map',
  'mf-payments',
  'mf-history',
  'mf-abonements',
  'mf-profile',
  'mf-coop',
];
const sharedPrivate = {
  group: ['@parking/shared/src/*', '@parking/shared/dist/*', '**/shared/src/**'],
  message: 'Import shared through its public subpaths (@parking/shared/api, /bus, /ui, ...).',
};
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'deploy/**',
      '.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: remotes
            .filter((r) => r !== remote)
            .flatMap((r) => [`@parking/${r}`, `@parking/${r}/*`, `**/${r}/**`]),
          message:
            'A remote never imports another remote: facts go on the event bus, commands through routes.',
        },
        {
          group: ['@parking/shell', '@parking/shell/*', '**/shell/**'],
          message: 'A remote never imports the shell.',
        },
        {
          group: ['@parking/server', '@parking/server/*', '**/server/**'],
          message: 'A remote never imports the server.',
        },
        sharedPrivate,
      ]),
    },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: remotes.flatMap((r) => [`@parking/${r}`, `@parking/${r}/*`, `**/${r}/**`]),
          message:
            "The shell never imports a remote's source: remotes load at run time from the manifest.",
        },
        {
          group: ['@parking/server', '@parking/server/*', '**/server/**'],
          message: 'The shell never imports the server.',
        },
        sharedPrivate,
      ]),
    },
  },
  {
    files: ['server/src/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@parking/shared/*', '!@parking/shared/domain', '!@parking/shared/contracts'],
          message: 'The server takes only domain rules and contracts from shared.',
        },
        {
          group: ['react', 'react-dom', 'react/*', '@parking/shell*', '@parking/mf-*'],
          message: 'No UI in the server.',
        },
      ]),
    },
  },
  {
    files: ['shared/src/domain/**/*.ts', 'shared/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'react',
            'react-*',
            'react/*',
            'rxjs',
            'i18next',
            'node:*',
            'fs',
            'path',
            'crypto',
            '../ui/*',
            '../api/*',
            '../bus/*',
            '../session/*',
            '../i18n/*',
            '../ui',
            '../api',
            '../bus',
            '../session',
            '../i18n',
          ],
          message: 'Domain rules and contracts are pure: no React, DOM, Node or UI imports.',
        },
      ]),
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/domain/**', 'shared/src/contracts/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@parking/*', '**/shell/**', '**/server/**', ...remotes.map((r) => `**/${r}/**`)],
          message: 'shared depends on no app.',
        },
      ]),
    },
  },
);
