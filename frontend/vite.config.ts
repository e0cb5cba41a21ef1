import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PUBLIC_PAGES, PUBLIC_TOURNAMENT_READ } from './src/publicPages';

const backend = 'http://localhost:3000';

/** The court tablet's part of the app: the only part the service worker serves. */
const TABLET_SCOPE = '/tablet';

/**
 * The translations (served by the backend from locales/, not part of the build) precached with a
 * content revision: the tablet shows its texts with no network even on its first offline start,
 * and a changed text is fetched again after a deployment. The server-only e-mail texts stay out.
 */
function localeEntries(): { url: string; revision: string }[] {
  const root = new URL('../locales/', import.meta.url);
  return readdirSync(root).flatMap((language) =>
    readdirSync(new URL(`${language}/`, root))
      .filter((file) => file.endsWith('.json') && file !== 'emails.json')
      .map((file) => ({
        url: `/locales/${language}/${file}`,
        revision: createHash('sha256')
          .update(readFileSync(new URL(`${language}/${file}`, root)))
          .digest('hex')
          .slice(0, 16),
      })),
  );
}

/**
 * Loads public/registerTabletWorker.js on every page (the CSP allows no inline script); it
 * registers the service worker only on /tablet pages, so the rest of the app is never controlled
 * by it.
 */
function tabletWorkerRegistration(): Plugin {
  return {
    name: 'rodada-tablet-worker-registration',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: '/registerTabletWorker.js', defer: true }, injectTo: 'head' },
    ],
  };
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip level 9) beside every built script
 * and stylesheet; the server sends them as they are (@fastify/static `preCompressed`), which is
 * 10–20 % smaller than compressing each answer on the fly at a light level.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'rodada-precompressed-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = join(options.dir ?? 'dist', fileName);
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Writes `preloads.json`: where the tournament's public read lives (before its token) and, for each
 * spectator's page (src/publicPages.ts), the scripts its route loads beyond the entry's (its chunk
 * and every chunk that one imports) and the namespaces its first screen needs. The server names them, with the tournament's read and the language's files, in a
 * `Link` header on the page's HTML, so that they arrive while the entry is being parsed (issue 26).
 */
function publicPagePreloads(): Plugin {
  return {
    name: 'rodada-public-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
      const pages = Object.values(PUBLIC_PAGES).map(({ path, module, namespaces }) => {
        const page = chunks.find((chunk) =>
          chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
        );
        if (!page) throw new Error(`public page preloads: no chunk for ${module}`);
        const scripts = [...closure(page.fileName)]
          .filter((file) => !entry.has(file))
          .map((file) => `/${file}`);
        return { path, scripts, namespaces: ['common', ...namespaces] };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'preloads.json',
        source: `${JSON.stringify({ read: PUBLIC_TOURNAMENT_READ, pages }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  resolve: {
    // Preact renders the app through its React compatibility layer (issue 26, the public bundle):
    // react-dom and scheduler were ~65 KB gzip of the public board's script, preact/compat is ~5.
    // `react` also covers react/jsx-runtime and `react-dom` covers react-dom/client (both exist
    // under preact/compat). Types stay @types/react; every journey runs on this renderer.
    alias: {
      'react-dom/test-utils': 'preact/test-utils',
      'react-dom': 'preact/compat',
      react: 'preact/compat',
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    // The tablet is an installable app that opens with no network at the court: the app shell is
    // precached; /api and /socket.io never go through the worker (scores have their own durable
    // queue in IndexedDB); translations are precached too.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      scope: `${TABLET_SCOPE}`,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Rodada',
        short_name: 'Rodada',
        description: 'Rodada: Super 8 e Super 12 na quadra',
        lang: 'pt-BR',
        start_url: TABLET_SCOPE,
        scope: TABLET_SCOPE,
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f6f59',
        background_color: '#f1f5f9',
        icons: [
          { src: '/icons/rodada-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/rodada-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/rodada-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Opening /tablet or /tablet/tournament/{id} with no network gets the app shell.
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/tablet(\/|$|\?)/],
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//, /^\/locales\//],
        // A new deployment takes over at once (the page reloads on the new worker), so the tablet
        // never keeps an old index.html pointing at assets that no longer exist.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        additionalManifestEntries: localeEntries(),
      },
    }),
    tabletWorkerRegistration(),
    publicPagePreloads(),
    precompressedAssets(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/locales': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself: no polyfill in every page's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // react-router probes for React 19's useOptimistic (`React[name]`, then a fallback when it is
      // undefined); preact/compat has none, which the bundler would report on every build.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // The live client in a vendor chunk of its own: left to itself the bundler merges it with
        // the organiser's match card, whose score form pulls react-hook-form into the public board.
        // (`codeSplitting` is Rolldown's name for what it called `advancedChunks`, deprecated since 1.0.)
        codeSplitting: { groups: [{ name: 'socket', test: /node_modules[\\/](socket\.io|engine\.io)/ }] },
      },
    },
  },
});
