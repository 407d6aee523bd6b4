import { startSimulator, type Simulator } from './server';
import { frozenClock, parseInstant } from './core/clock';
import { guardProcess } from './core/crash-guard';

/**
 * Several simulators in one process, each on its own port with its own frozen date:
 * SIM_INSTANCES="5211=2026-11-22T00:05:00Z,5212=2026-11-22T00:05:00+07:00,...".
 * The browser tests' time matrix (playwright.config.ts) runs its date-sensitive specs against
 * them; one process for all of them costs far less than one tsx process each.
 * Frozen and without the live engine: those specs read dates, not moving matches, and a frozen
 * date cannot roll over midnight while a 23:55 test runs.
 */
const seed = process.env.SIM_SEED ? Number(process.env.SIM_SEED) : undefined;
const specs = (process.env.SIM_INSTANCES ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [port, instant] = pair.split('=');
    if (!port || !instant || !Number.isInteger(Number(port)))
      throw new Error(`SIM_INSTANCES: '${pair}' is not port=<ISO instant>`);
    return { port: Number(port), at: parseInstant(instant), instant };
  });
if (specs.length === 0) throw new Error('SIM_INSTANCES names no simulator');

// SIM_CONTROL=1: the test-control API and scopes, as simulator/main.ts.
const control = process.env.SIM_CONTROL === '1';
const sims: Simulator[] = [];
for (const s of specs)
  sims.push(await startSimulator({ port: s.port, seed, live: false, clock: frozenClock(s.at), control }));
// Once serving (a port in use still ends the start): from here, no error ends the process.
guardProcess();
console.log(sims.map((sim, i) => `${sim.url} at ${specs[i]!.instant}`).join('\n'));

const stop = async () => {
  await Promise.all(sims.map((sim) => sim.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
