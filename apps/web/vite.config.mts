import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** The web client: built into dist/web (served by the Nest server at /); `npm run dev` proxies the API and sockets. */
const server = process.env.PERISCOPE_URL ?? 'http://localhost:3000';
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/',
  // Brotli and gzip copies of the assets, served by content negotiation (apps/server/src/web/precompressed.ts).
  plugins: [precompress()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      // The audit's chunk and worker run the engine and libs/audit: the libs from source, and the
      // node modules they import as the browser's (apps/web/src/audit/crypto-shim.ts, node/).
      { find: /^@periscope\/(rules|audit|play)(\/.*)?$/, replacement: `${here('../../libs')}/$1/src$2` },
      { find: /^node:crypto$/, replacement: here('src/audit/crypto-shim.ts') },
      { find: /^node:util$/, replacement: here('src/audit/node/util.ts') },
      {
        find: /^node:(os|path|worker_threads|perf_hooks)$/,
        replacement: here('src/audit/node/unavailable.ts'),
      },
    ],
  },
  worker: { format: 'es' },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
