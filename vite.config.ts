import { randomUUID } from 'node:crypto'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname

/**
 * Lighter builds of two libraries.
 * - The browser gets its messages already parsed (client/i18n/compiled.ts), so its bundle uses the
 *   ICU parser's no-parser build (about 10 kB gzip less). The server parses them (once each).
 * - react-router's package points bundlers at its development build (dev warnings and checks on
 *   every Link); both builds get the production one. Not in development: there the dependency
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
      if (source === 'react-router' && this.environment.config.command !== 'build') return null
      // The server renderer runs react-router's production build too (bundled, see `ssr` below): the development
      // one checks and warns on every Link of every render.
      if (this.environment.name !== 'client') return source === 'react-router' ? replacements[source]! : null
      return replacements[source] ?? null
    },
  }
}

/**
 * react-router's production build creates its contexts and components at the top of one large module
 * (`React.createContext(...)`, `React.forwardRef(...)`, each followed by a `displayName` write), which a
 * bundler must keep as possible side effects, and with them everything they reference: data routers,
 * fetchers, forms, prefetching. Marked pure and without the dev-tools names, the browser bundle keeps
 * only what the site calls (3.5 KB gzip less on every page). The server keeps the whole production build.
 */
function treeShakeableReactRouter(): Plugin {
  return {
    name: 'tree-shakeable-react-router',
    applyToEnvironment: (environment) =>
      environment.name === 'client' && environment.config.command === 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        // The error boundary of <Routes>, which the site does not render, gets its context in an assignment after
        // the class (a possible side effect that kept it and the redirect handling it calls: 1 KB gzip); as a static
        // field of the class it goes with it.
        const boundaryContext = /^RenderErrorBoundary\.contextType = (\w+);$/m.exec(code)?.[1]
        return {
          code: code
            .replace(/\b(React\d*)\.(createContext|forwardRef|memo)\(/g, '/* @__PURE__ */ $1.$2(')
            .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
            .replace(/^RenderErrorBoundary\.contextType = \w+;$/m, '')
            .replace(/^var RenderErrorBoundary = class extends \w+\.Component \{$/m, (line) =>
              boundaryContext ? `${line} static contextType = ${boundaryContext};` : line,
            ),
          map: null,
        }
      },
    },
  }
}

/**
 * react-intl makes its Formatted* components at the top of its module (`createFormattedComponent("formatDate")`,
 * each given a `displayName`), which a bundler must keep as possible side effects although the site renders only
 * FormattedMessage. Marked pure and without the dev-tools names, the browser bundle drops them.
 */
function treeShakeableReactIntl(): Plugin {
  return {
    name: 'tree-shakeable-react-intl',
    applyToEnvironment: (environment) =>
      environment.name === 'client' && environment.config.command === 'build',
    transform: {
      filter: { id: /[\\/]react-intl[\\/]index\.js$/ },
      handler(code) {
        return {
          code: code
            .replace(/= (createFormatted\w*Component)\(/g, '= /* @__PURE__ */ $1(')
            .replace(/^\t?\w+\.displayName = \w+\[name\];$/gm, '')
            .replace(/^\w+\.displayName = "[^"]*";$/gm, ''),
          map: null,
        }
      },
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
  plugins: [react(), lighterBrowserBuilds(), treeShakeableReactRouter(), treeShakeableReactIntl()],
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
        // A lazily loaded chunk's own imports are fetched when it is (one round trip more on a client-side
        // navigation, which a link's hover or focus already starts: client/mount.tsx): listing every chunk's imports
        // for preloading put a table of hashed file names in every page's entry (0.6 KB gzip). CSS stays listed, so
        // the admin panel's styles arrive with it. A first load is unaffected: the server preloads the page's chunks.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, dependencies) => dependencies.filter((file) => file.endsWith('.css')),
        },
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
                // Not the panel beside a form (form-panel.tsx): the contact and quote pages show it on their first load,
                // and the forms themselves arrive after it (client/site/pages/*/lazy-*-form.tsx).
                { name: 'forms', test: /client[\\/]site[\\/]components[\\/]forms[\\/](?!form-panel\.)/ },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // A new identity for every build of the server: a start of the same build on a product log it already
      // stamped skips upgrading every product (server/store/products-stamp.ts).
      define: { __SERVER_BUILD_ID__: JSON.stringify(randomUUID()) },
      // Bundled so only the icons in use are loaded: the package's Node entry pulls in all ~1,600
      // (1.3 MB of source and ~10 MB of heap in the server process).
      // react-router is bundled so the server uses its production build (lighterBrowserBuilds above).
      // TypeBox is ~680 small ES modules: loading them one by one took ~0.3 s of every start.
      resolve: { noExternal: ['lucide-react', 'react-router', 'typebox'] },
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
