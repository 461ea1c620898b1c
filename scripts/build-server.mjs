// Bundles the server (and the shared workspace it imports) into server/dist/main.js; registry packages stay
// external and are loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'server/dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-registry-packages',
      setup(pluginBuild) {
        // Bare imports are registry packages, except our own workspaces, which are TypeScript source to bundle.
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@fleetcare/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('built server/dist/main.js');
