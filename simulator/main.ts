import { startSimulator } from './server';

const port = Number(process.env.PORT ?? 5173);
const seed = process.env.SIM_SEED ? Number(process.env.SIM_SEED) : undefined;

const sim = await startSimulator({ port, seed });
console.log(`Matchday is ready at ${sim.url}  (simulator + built client; demo login demo / demo1234)`);

const stop = async () => {
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
