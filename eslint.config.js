import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import clientZones from './eslint/client-zones.js';
import contract from './eslint/contract.js';
import oneWay from './eslint/one-way.js';
import serverBoundaries from './eslint/server-boundaries.js';

const sameName = '{{ from.element.captured.name }}';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/screenshots/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Import boundaries: workspaces, server modules (only through index.ts) and client features (never each other).
    files: ['shared/**/*.ts', 'server/**/*.ts', 'client/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['shared/**', 'server/**', 'client/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'server-module', pattern: 'server/src/modules/*', capture: ['name'] },
        { type: 'server', pattern: 'server' },
        { type: 'client-feature', pattern: 'client/src/features/*', capture: ['name'] },
        { type: 'client', pattern: 'client' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: {
                to: { element: { types: { anyOf: ['server', 'server-module', 'client', 'client-feature'] } } },
              },
            },
            {
              from: { element: { types: { anyOf: ['server', 'server-module'] } } },
              disallow: { to: { element: { types: { anyOf: ['client', 'client-feature'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['client', 'client-feature'] } } },
              disallow: { to: { element: { types: { anyOf: ['server', 'server-module'] } } } },
            },
            {
              from: { element: { type: 'client-feature' } },
              disallow: { to: { element: { type: 'client-feature', captured: { name: `!${sameName}` } } } },
            },
            {
              from: { element: { types: { anyOf: ['server', 'server-module'] } } },
              disallow: {
                to: {
                  element: { type: 'server-module', captured: { name: `!${sameName}` } },
                  file: { path: '!**/index.ts' },
                },
              },
            },
          ],
        },
      ],
    },
  },
  ...contract,
  ...serverBoundaries,
  ...clientZones,
  ...oneWay,
);
