import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = import.meta.dirname

/**
 * One `vite build --app` makes both bundles: the browser's (dist/client, with index.html and
 * hashed assets) and the server's (dist/server: the SSR entry and the compiled Fastify server,
 * dependencies left external).
 */
export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
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
