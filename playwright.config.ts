import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/test/chromium.mjs'

const port = Number(process.env.E2E_PORT || 3200)
export const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`

const chromium = chromiumLaunchOptions

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests share nothing but the server: each gets a fresh browser context (cookies, storage), none
  // changes CMS content, and the newsletter tests subscribe unique addresses. So tests spread over the
  // workers one by one, not file by file (the long header and home files no longer run on one worker).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  // A flaky test is a defect to fix, never retried into green.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace snapshots the DOM at every action: a fifth of the suite's time on 2 cores. CI keeps
    // only the printed report, so it records none; `npx playwright test --trace on` records one locally.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // One browser context per worker, reset between tests (cookies, cache, storage, routes, init scripts, extra
    // pages): a fresh context costs chromium a new renderer process, about two CPU-seconds on this machine, at
    // every test. No test grants permissions, goes offline or sets extra headers (what a reset leaves), and a test
    // that needs other context options (JavaScript off) gets a fresh context of its own.
    reuseContext: true,
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium } },
    {
      name: 'mobile',
      testMatch: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/test/e2e-server.mjs ${port}`,
        url: `${baseURL}/`,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        // SIGTERM, not SIGKILL: the server removes its temporary database and media folder as it ends.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
})
