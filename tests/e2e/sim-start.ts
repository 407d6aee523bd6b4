import { todayEnd } from '../../simulator/sports/calendar';

/** The instant the `main` project's simulator starts at, after which its clock flows in real time (playwright.config.ts). */
export const SIM_START = process.env.E2E_SIM_NOW ?? '2026-11-22T10:00:00Z';

/**
 * Matches that kick off from this instant on belong to the browser bet slip tests (tests/e2e/bet-slip-kit.ts): none of
 * them is in the simulator's "today" list, from which the API-level tests take the matches they kick off and finish
 * (tests/e2e/orders-api.ts `picks`), and the odds-on-a-slow-CPU test storms only today's rows. Taken an hour after the
 * start, since "today" lasts at least four hours past now and a run ends well within the hour.
 */
export const LATER_DAYS_FROM = todayEnd(Date.parse(SIM_START) + 3_600_000);
