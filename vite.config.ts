import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname

/**
 * Lighter builds of two libraries for the browser only; the server keeps the package defaults.
 * - The browser gets its messages already parsed (client/i18n/compiled.ts), so its bundle uses the
 *   ICU parser's no-parser build (about 10 kB gzip less).
 * - react-router's package points bundlers at its development build (dev warnings); the browser
 *   build gets the production one (0.5 kB gzip less). Not in development: there the dependency
 *   pre-bundler must see the package itself (its CommonJS `cookie` import needs converting).
 */
function lighterBrowserBuilds(): Plugin {
  const replacements: Record<string, string> = {
    '@formatjs/icu-messageformat-parser': path.join(
      root,
      'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
    ),
    'react-router': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  }
  return {
    name: 'lighter-browser-builds',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.name !== 'client') return null
      if (source === 'react-router' && this.environment.config.command !== 'build') return null
      return replacements[source] ?? null
    },
  }
}

/**
 * One `vite build --app` makes both bundles: the browser's (dist/client, with index.html and
 * hashed assets) and the server's (dist/server: the SSR entry and the compiled Fastify server,
 * dependencies left external).
 */
export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: false,
  plugins: [react(), lighterBrowserBuilds()],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // No modulepreload polyfill in the entry (0.2 KB gzip on every page): the browsers without
    // <link rel="modulepreload"> (Safari before 17) still load the same modules, only without the head start.
    modulePreload: { polyfill: false },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The libraries every page needs and the rest of the initial code besides the entry,
                // in one file (one gzip stream, one request).
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs)[\\/]/,
                },
                { name: 'vendor', tags: ['$initial'] },
                // The forms' parts in one file: the quote, contact and quotation pages share them in different
                // mixes, and one small file per mix costs each page more than the few lines it would not use.
                { name: 'forms', test: /client[\\/]site[\\/]components[\\/]forms[\\/]/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // Bundled so only the icons in use are loaded: the package's Node entry pulls in all ~1,600
      // (1.3 MB of source and ~10 MB of heap in the server process).
      // TypeBox is ~680 small ES modules: loading them one by one took ~0.3 s of every start.
      resolve: { noExternal: ['lucide-react', 'typebox'] },
      build: {
        outDir: path.join(root, 'dist/server'),
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: {
          input: {
            'entry-server': path.join(root, 'client/entry-server.tsx'),
            server: path.join(root, 'server/server.ts'),
            // The thread datasheets are drawn on (server/pdf/datasheet-drawer.ts).
            'datasheet-worker': path.join(root, 'server/pdf/datasheet-worker.ts'),
            // The thread CAD models are built on, the only one that loads OpenCascade (server/cad/cad-models.ts).
            'cad-worker': path.join(root, 'server/cad/cad-worker.ts'),
            // Operator commands, runnable without dev tools in the production image.
            backup: path.join(root, 'scripts/backup.ts'),
            restore: path.join(root, 'scripts/restore.ts'),
            admin: path.join(root, 'scripts/admin.ts'),
            // Build step: the demo pictures and catalogue, rendered once (server/seed/prerender.ts).
            'prerender-seed': path.join(root, 'server/seed/prerender.ts'),
          },
        },
      },
    },
  },
  builder: {},
})
