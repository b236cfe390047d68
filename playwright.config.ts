import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
// A brand-new embedded database for every run, so the suite starts from the demo seed.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `token-presale-e2e-${process.ppid}`)
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = dataDir
  fs.rmSync(dataDir, { recursive: true, force: true })
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The suites sign the same demo accounts in from one address many times; the API tests prove the real limits.
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test-e2e', LOG_LEVEL: 'warn', HOST: '127.0.0.1', RATE_LIMIT_FACTOR: '50' },
  },
})
