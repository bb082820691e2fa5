/**
 * One Vite + PWA configuration for both apps, so their service workers, manifests and chunking stay
 * alike. Each app passes what differs: where it is served, its name and colours.
 */
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption, UserConfig } from 'vite';

export interface AppBuildOptions {
  /** Folder of the app (its vite.config.ts's folder). */
  appDir: string;
  /** Public path the server mounts the app at: '/' or '/dashboard/'. */
  base: string;
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  /** Port of the Vite dev server; the API is proxied to the Tijara server on API_ORIGIN. */
  devPort: number;
  /** The app's React plugin: @vitejs/plugin-react installs per app (its optional Babel peers clash at the root). */
  react: PluginOption;
}

/**
 * Large libraries in their own chunks (they change less often than app code, so caches survive),
 * and the rest of what the entry needs before it can draw in one chunk: left to automatic splitting,
 * the first route came in a dozen small files, and over HTTP/1.1 (6 connections) each file past the
 * sixth waits a round trip for a free connection.
 */
const CODE_SPLITTING = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
    {
      name: 'apollo',
      test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|zen-observable)/,
      priority: 3,
    },
    { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
    { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)/, priority: 3 },
    { name: 'app', tags: ['$initial' as const], priority: 1 },
  ],
};

export function createAppViteConfig(options: AppBuildOptions): UserConfig {
  // Not import.meta.url: Vite bundles this file into a temporary config elsewhere.
  const clientsDir = path.resolve(options.appDir, '..');
  const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';
  const apiPaths = [
    '/graphql',
    '/graphiql',
    '/public',
    '/web',
    '/dashboard/api',
    '/healthz',
    '/readyz',
    '/theme.css',
  ];
  return {
    base: options.base,
    root: options.appDir,
    resolve: {
      alias: {
        '@tijara/schema': path.join(clientsDir, '../schema/src/index.ts'),
        '@tijara/shared': path.join(clientsDir, 'shared/src/index.ts'),
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // dist/.vite/manifest.json: which chunks each route needs (route-budget.mjs weighs them).
      manifest: true,
      rolldownOptions: { output: { codeSplitting: CODE_SPLITTING } },
    },
    server: {
      port: options.devPort,
      proxy: Object.fromEntries(apiPaths.map((p) => [p, apiOrigin])),
    },
    plugins: [
      options.react,
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        scope: options.base,
        base: options.base,
        manifest: {
          id: options.base,
          name: options.name,
          short_name: options.shortName,
          description: options.description,
          lang: 'fr',
          start_url: options.base,
          scope: options.base,
          display: 'standalone',
          theme_color: options.themeColor,
          background_color: options.backgroundColor,
          prefer_related_applications: false,
          icons: [
            { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        injectManifest: {
          // webmanifest is added by the plugin itself (STACK.md P13); source maps are not shell.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
          globIgnores: ['**/*.map'],
        },
        devOptions: { enabled: false },
      }),
    ],
  };
}
