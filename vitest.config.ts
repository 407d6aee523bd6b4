import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: {
    __BUILD_VARIANT__: JSON.stringify('vietnam'),
    __APP_VERSION__: JSON.stringify('test'),
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'simulator/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    // Many files wait on real sockets, timers and child processes rather than the CPU: the default (one worker
    // on a 2-core machine) took 165 s, four workers 80 s.
    maxWorkers: 4,
    restoreMocks: true,
    // Generous: CI has 2 cores and the property and fuzz tests slow down a lot under load; a hang still fails.
    testTimeout: 30_000,
  },
});
