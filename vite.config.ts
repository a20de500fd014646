import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientRoutes } from './adapters/build/client-routes-plugin.mjs';
import { precompress } from './adapters/build/precompress-plugin.mjs';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = process.env.API_URL ?? 'http://127.0.0.1:3000';

// `vite build` builds the client into dist/client; `vite build --ssr prerender.tsx` builds the server's
// renderer of the pages that arrive as HTML into dist/prerender (adapters/http/prerendered-pages.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./web'),
  publicDir: false,
  plugins: [
    // The router plugin must run before the React plugin so that route code splitting applies.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild
      ? []
      : [clientRoutes(fromRoot('./web/routeTree.gen.ts'), fromRoot('./web/routes')), precompress()]),
  ],
  build: {
    outDir: fromRoot(isSsrBuild ? './dist/prerender' : './dist/client'),
    emptyOutDir: true,
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            // index.html, and the entry the pages the server renders start with instead (web/boot.ts).
            input: { index: fromRoot('./web/index.html'), boot: fromRoot('./web/boot.ts') },
            output: {
              // The API client and its query cache, which every page with data loads together: one chunk,
              // not split by whichever lazy chunks happen to share parts of them.
              advancedChunks: {
                groups: [
                  {
                    name: 'trpc',
                    test: /node_modules[\\/](@trpc|@tanstack[\\/](react-query|query-core))[\\/]/,
                  },
                ],
              },
            },
          },
        }),
  },
  server: {
    // The browser's Origin is this dev server's; `npm run dev` tells the API to trust it (DEV_ORIGIN).
    proxy: {
      '/api': { target: apiServer },
      '/trpc': { target: apiServer },
    },
  },
}));
