import { assign, fromPromise, setup } from 'xstate';
import type { MaintenanceInfo } from '../../api/site/app-api';
import { isSiteMaintenance } from '../../lib/maintenance';
import { parseUtc8 } from '../../lib/time-windows';

export interface MaintenanceWindow {
  startMs: number;
  endMs: number;
}

export interface MaintenanceContext {
  info: MaintenanceInfo | null;
  window: MaintenanceWindow | null;
}

/** setTimeout overflows past 2^31-1 ms; a far-off end is re-checked later instead. */
const MAX_DELAY = 2_147_000_000;
const RECHECK_MS = 5 * 60_000;
const RETRY_MS = 30_000;

function windowOf(info: MaintenanceInfo | null): MaintenanceWindow | null {
  if (!info) return null;
  const startMs = parseUtc8(info.startTime);
  const endMs = parseUtc8(info.endTime);
  return startMs !== null && endMs !== null ? { startMs, endMs } : null;
}

/**
 * Whole-site maintenance (SPEC.md section 4): active when status is '1' and point contains '0'.
 * While active the site shows the maintenance page; at endTime it checks again by itself.
 * A failed check never locks people out: the site stays open and retries.
 */
export const maintenanceMachine = setup({
  types: { context: {} as MaintenanceContext, events: {} as { type: 'RECHECK' } },
  actors: {
    fetchMaintenance: fromPromise<MaintenanceInfo | null>(async () => {
      throw new Error('maintenance actor "fetchMaintenance" was not provided');
    }),
  },
  guards: {
    isActive: ({ context }) => isSiteMaintenance(context.info) && (context.window === null || context.window.endMs > Date.now()),
  },
  delays: {
    untilEnd: ({ context }) => Math.min(MAX_DELAY, Math.max(1000, (context.window?.endMs ?? Date.now()) - Date.now() + 1000)),
    recheck: RECHECK_MS,
    retry: RETRY_MS,
  },
}).createMachine({
  id: 'maintenance',
  context: { info: null, window: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchMaintenance',
        onDone: {
          target: 'deciding',
          actions: assign({ info: ({ event }) => event.output, window: ({ event }) => windowOf(event.output) }),
        },
        onError: 'unknown',
      },
    },
    deciding: {
      always: [{ guard: 'isActive', target: 'active' }, { target: 'open' }],
    },
    open: {
      after: { recheck: 'checking' },
      on: { RECHECK: 'checking' },
    },
    active: {
      after: { untilEnd: 'checking' },
      on: { RECHECK: 'checking' },
    },
    unknown: {
      after: { retry: 'checking' },
      on: { RECHECK: 'checking' },
    },
  },
});
