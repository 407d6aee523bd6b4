import { assign, fromPromise, setup } from 'xstate';
import type { Country } from '../../api/site/app-api';

export interface SiteData {
  countries: Country[];
}

/**
 * The country list: loaded when a form first needs it (LOAD), not at start, so a visit that never
 * opens a login or register form never asks; retried with backoff. (The verification domain type is
 * not asked: nothing the client does depends on it, docs/decisions.md "Phone checks, the language
 * list and the verification type".)
 */
export const siteDataMachine = setup({
  types: { context: {} as SiteData & { attempts: number }, events: {} as { type: 'LOAD' } | { type: 'RETRY' } },
  actors: {
    loadSiteData: fromPromise<SiteData>(async () => {
      throw new Error('site-data actor "loadSiteData" was not provided');
    }),
  },
  delays: {
    backoff: ({ context }) => Math.min(30_000, 1000 * 2 ** context.attempts),
  },
}).createMachine({
  id: 'siteData',
  context: { countries: [], attempts: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { LOAD: 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadSiteData',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, attempts: 0 })) },
        onError: { target: 'failed', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
      },
    },
    ready: {},
    failed: {
      after: { backoff: 'loading' },
      on: { RETRY: 'loading' },
    },
  },
});
