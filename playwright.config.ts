import { defineConfig } from '@playwright/test';
import { TIME_MATRIX, matrixInstances } from './tests/e2e/time-matrix';
import { SIM_START } from './tests/e2e/sim-start';

/**
 * Browser tests drive Debian's Chromium against the real simulator serving the built client.
 * A missing browser is a failure, never a skip (CI counts a skipped browser test as failed).
 *
 * Dates are pinned so a run passes or fails the same at any hour (docs/simulator.md "Clock"):
 * - `main` runs every spec against a simulator whose clock starts at E2E_SIM_NOW and flows in
 *   real time (matches play, odds move); the fixture sets each page's clock to the simulator's.
 * - the time matrix runs the specs tagged @time at 00:05, 06:00, 12:00 and 23:55 local time in
 *   UTC and Asia/Ho_Chi_Minh, each project against its own simulator frozen at that instant
 *   (one process serves all eight, on eight ports of their own: MATRIX_BASE).
 */
const PORT = Number(process.env.E2E_PORT ?? 5199);
const SEED = '20261122';
// Not the ports right after PORT: two runs side by side with neighbouring E2E_PORTs (5411, 5412) would share
// simulators (reuseExistingServer) and test one another's build. Below the kernel's ephemeral ports (32768+).
const MATRIX_BASE = 20_000 + (PORT % 1000) * 10;
const matrix = TIME_MATRIX.map((entry, i) => ({ ...entry, port: MATRIX_BASE + i }));

const server = (command: string, port: number, env: Record<string, string>) => ({
  command,
  // The tests drive the simulator through its test-control API and scopes (off in `npm start`).
  env: { SIM_SEED: SEED, SIM_CONTROL: '1', ...env },
  url: `http://127.0.0.1:${port}/config.json`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'ignore' as const,
});

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  projects: [
    { name: 'main', grepInvert: /@time/ },
    ...matrix.map((m) => ({
      name: m.name,
      grep: /@time/,
      use: { baseURL: `http://127.0.0.1:${m.port}`, timezoneId: m.timezoneId },
    })),
  ],
  webServer: [
    server('tsx simulator/main.ts', PORT, { PORT: String(PORT), SIM_NOW: SIM_START }),
    // Ready when the last of its simulators answers (they start in order).
    server('tsx simulator/multi-main.ts', matrix[matrix.length - 1]!.port, { SIM_INSTANCES: matrixInstances(matrix) }),
  ],
});
