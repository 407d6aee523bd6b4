/**
 * `npm run dev`: the simulator on SIM_PORT (5174) and Vite's dev server with hot reload on 5173.
 * The test-control API stays on in dev (SIM_CONTROL=1, unless set otherwise) so faults can be
 * injected by hand; `npm start` runs without it.
 */
import { spawn } from 'node:child_process';

const simPort = process.env.SIM_PORT ?? '5174';
const children = [
  spawn('npx', ['tsx', 'watch', 'simulator/main.ts'], {
    stdio: 'inherit',
    env: { SIM_CONTROL: '1', ...process.env, PORT: simPort, MATCHDAY_ENV: process.env.MATCHDAY_ENV ?? 'dev' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, SIM_PORT: simPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
