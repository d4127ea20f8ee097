import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import layers from './eslint-rules/layer-boundaries.js'

const root = import.meta.dirname

/** Every folder under client/site/pages: one page each. */
const pageFolders = readdirSync(path.join(root, 'client/site/pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The one-way layers (README, Layout). The server's code and secrets must never reach the browser
 * bundle, shared/ must run unchanged on both sides, and the admin panel stays out of the public
 * site's chunks (and the reverse). Pages share through site/components, so removing or moving a
 * page never breaks another one.
 */
const browserNeverImportsServer = {
  target: './client',
  from: './server',
  message: 'Browser code never imports the server: put what both sides need in shared/.',
}
const layerZones = [
  {
    target: './shared',
    from: ['./server', './client'],
    message: 'shared/ runs on both sides, so it imports neither of them.',
  },
  {
    target: './client/site',
    from: './client/admin',
    message: 'The public site and the admin panel share through client/components, lib, i18n or shared/.',
  },
  {
    target: './client/admin',
    from: './client/site',
    message: 'The public site and the admin panel share through client/components, lib, i18n or shared/.',
  },
  ...pageFolders.map((page) => ({
    target: `./client/site/pages/${page}`,
    from: pageFolders.filter((other) => other !== page).map((other) => `./client/site/pages/${other}`),
    message: 'Pages do not import each other: move the shared piece into client/site/components.',
  })),
]

/**
 * Demo content stays out of product code: server/seed/ is read by the first start (the one module
 * below, which hands the stores their initial content), by the build (server/seed/prerender.ts, inside
 * the folder), and by scripts/ and tests, never by the code that serves the site. Tests are spared by
 * the block this zone is listed in.
 */
const FIRST_START = './server/plugins/app/first-run.ts'
const demoContentOutsideProductCode = {
  target: ['./server', './client', './shared'],
  from: './server/seed',
  except: ['./server/seed', FIRST_START],
  message:
    'Product code does not import the demo content (server/seed/): take it as a parameter handed in from the ' +
    'first start (server/plugins/app/first-run.ts, as the stores do), or move what both need out of ' +
    'server/seed/ (PDF helpers live in server/pdf/).',
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'uploads', 'node_modules', 'screenshots', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      // Import cycles are found by test/runtime/import-cycles.test.ts.
      'layers/boundaries': ['error', { root, zones: layerZones }],
    },
  },
  {
    // Tests run in Node and may drive both sides (a client render fed by the server's loader);
    // nothing they import reaches the browser bundle. They may also start from the demo content.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'layers/boundaries': [
        'error',
        { root, zones: [browserNeverImportsServer, ...layerZones, demoContentOutsideProductCode] },
      ],
    },
  },
  {
    files: ['client/**/*.tsx'],
    ignores: ['client/components/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                'Import Link and NavLink from client/components/link.tsx (no data-discover attribute).',
            },
          ],
        },
      ],
    },
  },
)
