import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname

/**
 * The browser gets its messages already parsed (client/i18n/compiled.ts), so its bundle uses the
 * ICU parser's no-parser build (about 10 kB gzip less). The server keeps the parser.
 */
function browserWithoutIcuParser(): Plugin {
  const noParser = path.join(root, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js')
  return {
    name: 'browser-without-icu-parser',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.name !== 'client') return null
      if (source === '@formatjs/icu-messageformat-parser') return noParser
      return null
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
  plugins: [react(), browserWithoutIcuParser()],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs, in one file (one gzip stream, one request).
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs)[\\/]/,
            },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      build: {
        outDir: path.join(root, 'dist/server'),
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: {
          input: {
            'entry-server': path.join(root, 'client/entry-server.tsx'),
            server: path.join(root, 'server/server.ts'),
            // Operator commands, runnable without dev tools in the production image.
            backup: path.join(root, 'scripts/backup.ts'),
            restore: path.join(root, 'scripts/restore.ts'),
            admin: path.join(root, 'scripts/admin.ts'),
          },
        },
      },
    },
  },
  builder: {},
})
