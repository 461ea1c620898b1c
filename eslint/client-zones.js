/**
 * Lint rules of the client-zones kind; eslint.config.js spreads this list after the base rules.
 *
 * The client's imports run one way: app (with the pages that compose several features) → features →
 * components and lib. `lib` and `components` know no feature, no page and no app; a feature knows no page and no
 * app (features never know each other either: the boundaries rule in eslint.config.js says so). Paths are resolved
 * to files, so a feature's own `pages/` folder is not the top-level `client/src/pages`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const client = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', 'src');
const zone = (name) => path.join(client, name);

export default [
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [zone('lib'), zone('components')],
              from: [zone('features'), zone('pages'), zone('app')],
              message: 'lib and components are below the features: move the shared part down, or the caller up.',
            },
            {
              target: zone('features'),
              from: [zone('pages'), zone('app')],
              message: 'A feature knows no app and no page: the app composes features, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // Money on the client is shown in the reader's language: formatMoney(kobo, language) from lib/format.ts, which
    // requires the language, rather than formatNaira, which falls back to English when it is left out.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/format.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['@fleetcare/shared', '@fleetcare/shared/money/money'].map((name) => ({
          name,
          importNames: ['formatNaira'],
          message:
            "Show money with formatMoney(kobo, language) from lib/format.ts, with the language from useTranslation()'s i18n.resolvedLanguage.",
        })),
      ],
    },
  },
];
