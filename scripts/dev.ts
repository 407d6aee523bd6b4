/** `npm run dev`: the simulator on SIM_PORT (5174) and Vite's dev server with hot reload on 5173. */
import { spawn } from 'node:child_process';

const simPort = process.env.SIM_PORT ?? '5174';
const children = [
  spawn('npx', ['tsx', 'watch', 'simulator/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: simPort, MATCHDAY_ENV: process.env.MATCHDAY_ENV ?? 'dev' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, SIM_PORT: simPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { if (code) { stop(); process.exit(code); } }));
