import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3001';

/**
 * Production builds run the React code on preact/compat: the same components, about 50 KB (brotli) less
 * JavaScript than react-dom, which the landing page's 120 KB budget cannot afford. The dev server keeps React
 * (fast refresh); the component tests run on both (Vitest projects client and client-preact, which uses these
 * aliases), and the Playwright journeys run against the Preact build.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * `@shared-locales`: the catalogues of the shared workspace (server texts and validation messages), which the client
 * loads beside its own. An alias, so client code names the workspace instead of climbing out of its own folder.
 */
/**
 * React Router's package resolves to its development build everywhere (its invariant messages and warnings
 * included); the production build names its own production files, about 4 KB less JavaScript for every page.
 */
export const routerProductionAlias = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export const sharedLocalesAlias = {
  find: '@shared-locales',
  replacement: fileURLToPath(new URL('./shared/src/locales', import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  root: 'client',
  resolve: {
    alias: mode === 'production' ? [sharedLocalesAlias, routerProductionAlias, ...preactAliases] : [sharedLocalesAlias],
  },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    // The server reads which chunks a screen it renders needs, to preload them with its page.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Everything the first page load needs goes in one file: split across many small shared chunks, each
        // request's headers cost more than the bytes saved (the landing page budget counts transfer).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      // Signed file URLs (avatars) and the development mailbox are served by the API process too.
      '/files': { target: apiTarget },
      '/dev/mailbox': { target: apiTarget },
    },
  },
}));
