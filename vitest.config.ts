import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { messageLocale } from './scripts/compile-messages.mjs'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  test: {
    // PGlite and argon2 are CPU-bound and the machine has two cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
          // Generous: a first migrate + seed (argon2) on two busy cores can take long; a hung test still fails.
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), messageLocale()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup-web.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
})
