/** Lint rules of the server-boundaries kind; eslint.config.js spreads this list after the base rules. */
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const isRepository = (source) => /\.repository(\.ts)?$/.test(source);
const isDrizzle = (source) => source === 'drizzle-orm' || source.startsWith('drizzle-orm/');
const isSchema = (source) => /(^|\/)db\/schema(\/|$)/.test(source);
const typeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));

/** The server's own rules (own rules rather than no-restricted-syntax, so no other config's list replaces them). */
const serverRules = {
  rules: {
    'index-exports-services': {
      meta: {
        type: 'problem',
        docs: { description: "A module's index.ts exports services, never repository functions or types." },
        messages: {
          repository:
            "A module's index.ts exports services, never '{{source}}': export a service function (and any row type it returns) instead.",
        },
        schema: [],
      },
      create(context) {
        const check = (node) => {
          if (node.source && isRepository(node.source.value)) {
            context.report({ node, messageId: 'repository', data: { source: node.source.value } });
          }
        };
        return { ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
    'no-db-cast': {
      meta: {
        type: 'problem',
        docs: { description: 'A transaction is a Db: repository functions take it as it is.' },
        messages: {
          cast: "No 'as unknown as Db': a transaction is a Db already, pass it as it is (see server/src/db/client.ts).",
        },
        schema: [],
      },
      create(context) {
        return {
          TSAsExpression(node) {
            const target = node.typeAnnotation;
            if (
              target.type === 'TSTypeReference' &&
              target.typeName.type === 'Identifier' &&
              target.typeName.name === 'Db' &&
              node.expression.type === 'TSAsExpression' &&
              node.expression.typeAnnotation.type === 'TSUnknownKeyword'
            ) {
              context.report({ node, messageId: 'cast' });
            }
          },
        };
      },
    },
    'lib-below-modules': {
      meta: {
        type: 'problem',
        docs: { description: 'server/src/lib is below the modules: it imports none of them.' },
        messages: {
          module:
            "server/src/lib imports no module ('{{source}}'): take what is needed as a parameter or through AppDeps.",
        },
        schema: [],
      },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source === 'string' && /(^|\/)modules\//.test(source)) {
            context.report({ node, messageId: 'module', data: { source } });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
    'queries-in-repositories': {
      meta: {
        type: 'problem',
        docs: { description: 'Only repositories build queries: Drizzle and the tables are theirs.' },
        messages: {
          drizzle: "Queries live in *.repository.ts: move the query there instead of importing '{{source}}' here.",
        },
        schema: [],
      },
      create(context) {
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if ((isDrizzle(source) || isSchema(source)) && !typeOnly(node)) {
              context.report({ node, messageId: 'drizzle', data: { source } });
            }
          },
        };
      },
    },
  },
};

export default [
  {
    // No import cycles: a file never reaches itself through the imports it runs (type-only imports are free).
    files: ['shared/**/*.ts', 'server/**/*.ts', 'client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { server: serverRules },
    rules: { 'server/no-db-cast': 'error' },
  },
  {
    files: ['server/src/lib/**/*.ts'],
    rules: { 'server/lib-below-modules': 'error' },
  },
  {
    files: ['server/src/modules/**/index.ts'],
    rules: { 'server/index-exports-services': 'error' },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    // An admin resource declaration (*.admin.ts) names the table and columns the panel reads: a query by nature.
    ignores: ['**/*.repository.ts', '**/*.admin.ts', '**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'server/queries-in-repositories': 'error' },
  },
];
