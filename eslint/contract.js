/**
 * Lint rules of the contract kind: the API tables in shared (`<domain>.api.ts`) are the one contract between the
 * server and the client. eslint.config.js spreads this list after the base rules. Own rules rather than
 * no-restricted-syntax, so no other config's list replaces them.
 */

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'head', 'options', 'route']);

/** `express()`, `express.Router()`, `Router()`: what the file registers routes on. */
function makesRouter(init) {
  if (!init || init.type !== 'CallExpression') return false;
  const { callee } = init;
  if (callee.type === 'Identifier') return callee.name === 'express' || callee.name === 'Router';
  return callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'Router';
}

/** A path given as text (a string, a template or an entry's `.path`), as opposed to a router being mounted. */
function isPath(node) {
  return (
    node !== undefined &&
    (node.type === 'Literal' ||
      node.type === 'TemplateLiteral' ||
      (node.type === 'MemberExpression' && !node.computed && node.property.name === 'path'))
  );
}

const routesThroughBinder = {
  meta: {
    type: 'problem',
    docs: { description: 'Every route is bound to an entry of an API table through route() (lib/http/route.ts).' },
    schema: [],
    messages: {
      verb: "Register the route with route(router, <table>.<call>, ...middleware, handler) from lib/http/route.ts, not {{name}}.{{method}}(): the entry gives the method, the path and the answer's type.",
      mount:
        'Mount routers without a path ({{name}}.use(otherRouter)); a handler on a path is a route: register it with route(router, <table>.<call>, ...).',
    },
  },
  create(context) {
    // Names bound to an Express app or router in this file, plus the usual names of one passed in.
    const routers = new Set(['router', 'app']);
    return {
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && makesRouter(node.init)) routers.add(node.id.name);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'Identifier') return;
        const name = callee.object.name;
        const method = callee.property.name;
        if (!routers.has(name)) return;
        if (ROUTE_METHODS.has(method)) context.report({ node, messageId: 'verb', data: { name, method } });
        else if (method === 'use' && isPath(node.arguments[0]))
          context.report({ node, messageId: 'mount', data: { name } });
      },
    };
  },
};

const noCallApiTypeArguments = {
  meta: {
    type: 'problem',
    docs: { description: 'callApi takes every type from the API table entry it is given.' },
    schema: [],
    messages: {
      generic:
        'No type arguments on callApi: the entry declares the parameters, query, body and answer. Fix the entry in shared/src/<domain>/<domain>.api.ts instead.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'callApi' && node.typeArguments) {
          context.report({ node: node.typeArguments, messageId: 'generic' });
        }
      },
    };
  },
};

const contract = {
  rules: { 'routes-through-binder': routesThroughBinder, 'no-call-api-type-arguments': noCallApiTypeArguments },
};

export default [
  {
    files: ['server/src/**/*.ts'],
    ignores: [
      // The binder itself registers on the entry's method and path.
      'server/src/lib/http/route.ts',
      // The web app's files and its catch-all page: static files, not calls of the contract.
      'server/src/lib/http/spa.ts',
      // Tests build stand-in servers of their own.
      '**/*.test.ts',
    ],
    plugins: { contract },
    rules: { 'contract/routes-through-binder': 'error' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { contract },
    rules: { 'contract/no-call-api-type-arguments': 'error' },
  },
];
