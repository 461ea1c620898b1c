/** Lint rules of the one-way kind: one way to do each thing; eslint.config.js spreads this list after the base rules. */

const CRYPTO_MODULES = new Set(['crypto', 'node:crypto']);
const RANDOM_FUNCTIONS = new Set([
  'randomBytes',
  'randomInt',
  'randomFill',
  'randomFillSync',
  'pseudoRandomBytes',
  'getRandomValues',
]);
const HELPERS = 'randomCode, randomToken, randomInteger, randomByteArray or randomUuid from @fleetcare/shared';

/** Random codes, tokens, references and numbers come from the shared helper, never from hand-rolled randomness. */
const randomThroughHelper = {
  meta: {
    type: 'problem',
    docs: { description: 'Random values come from the shared random helper (shared/src/random).' },
    schema: [],
    messages: {
      helper: `{{ name }}: make random values with ${HELPERS}.`,
      mathRandom: `Math.random is predictable: make random values with ${HELPERS}.`,
    },
  },
  create(context) {
    /** Local names bound to the crypto module itself (`import crypto from 'node:crypto'`, `* as crypto`). */
    const cryptoModules = new Set(['crypto', 'webcrypto']);
    const propertyName = (node) =>
      node.computed ? (node.property.type === 'Literal' ? node.property.value : undefined) : node.property.name;
    return {
      ImportDeclaration(node) {
        if (!CRYPTO_MODULES.has(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') {
            cryptoModules.add(specifier.local.name);
            continue;
          }
          const imported = specifier.imported.name ?? specifier.imported.value;
          if (RANDOM_FUNCTIONS.has(imported))
            context.report({ node: specifier, messageId: 'helper', data: { name: imported } });
        }
      },
      MemberExpression(node) {
        const name = propertyName(node);
        if (node.object.type !== 'Identifier') return;
        if (node.object.name === 'Math' && name === 'random') {
          context.report({ node, messageId: 'mathRandom' });
        } else if (cryptoModules.has(node.object.name) && RANDOM_FUNCTIONS.has(name)) {
          context.report({ node, messageId: 'helper', data: { name: `${node.object.name}.${name}` } });
        }
      },
    };
  },
};

export default [
  {
    files: ['shared/src/**/*.ts', 'server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/random/**',
      '**/*.test.{ts,tsx}',
      '**/*.test-support.{ts,tsx}',
      '**/testing/**',
      '**/test-setup.{ts,tsx}',
    ],
    plugins: { 'one-way': { rules: { 'random-through-helper': randomThroughHelper } } },
    rules: { 'one-way/random-through-helper': 'error' },
  },
];
