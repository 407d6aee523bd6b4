import { startSimulator } from './server';
import { clockFromEnv } from './core/clock';
import { guardProcess } from './core/crash-guard';

const port = Number(process.env.PORT ?? 5173);
const seed = process.env.SIM_SEED ? Number(process.env.SIM_SEED) : undefined;
// SIM_NOW=<ISO instant> pins the simulator's date (SIM_CLOCK=frozen stops it there); unset is real time.
const clock = clockFromEnv(process.env);

// SIM_CONTROL=1 turns on the test-control API and test scopes (tests, benches, npm run dev); npm start has neither.
const control = process.env.SIM_CONTROL === '1';

const sim = await startSimulator({ port, seed, clock, control });
// Once serving (a port in use still ends the start): from here, no error ends the process.
guardProcess();
const pinned = process.env.SIM_NOW ? `, clock ${clock.frozen ? 'frozen' : 'pinned'} at ${process.env.SIM_NOW}` : '';
console.log(
  `Matchday is ready at ${sim.url}  (simulator + built client; demo login demo / demo1234${pinned}${control ? ', test-control API on' : ''})`,
);

const stop = async () => {
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
