import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{server,shared,client,scripts,test}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
