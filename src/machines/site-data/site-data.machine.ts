import { assign, fromPromise, setup } from 'xstate';
import type { Country } from '../../api/site/app-api';

export interface SiteData {
  countries: Country[];
  verifyDomainType: number | null;
}

/** Country list and verification domain type, loaded at start; retried with backoff on failure. */
export const siteDataMachine = setup({
  types: { context: {} as SiteData & { attempts: number }, events: {} as { type: 'RETRY' } },
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
  context: { countries: [], verifyDomainType: null, attempts: 0 },
  initial: 'loading',
  states: {
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
