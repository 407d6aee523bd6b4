import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against the real simulator serving the built client.
 * A missing browser is a failure, never a skip (CI counts a skipped browser test as failed).
 */
const PORT = Number(process.env.E2E_PORT ?? 5199);

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'model/**/*.model.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: {
    command: `tsx simulator/main.ts`,
    env: { PORT: String(PORT), SIM_SEED: '20261122' },
    url: `http://127.0.0.1:${PORT}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
