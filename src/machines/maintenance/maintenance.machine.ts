import { assign, fromPromise, setup } from 'xstate';
import type { MaintenanceInfo } from '../../api/site/app-api';
import { isSiteMaintenance, maintenanceWindow } from '../../lib/rules/time-windows/maintenance';

export interface MaintenanceWindow {
  startMs: number;
  endMs: number;
}

export interface MaintenanceContext {
  info: MaintenanceInfo | null;
  /** Null while active means the window is not known (absent or unreadable): the page says so. */
  window: MaintenanceWindow | null;
}

/** setTimeout overflows past 2^31-1 ms; a far-off end is re-checked later instead. */
const MAX_DELAY = 2_147_000_000;
const RECHECK_MS = 5 * 60_000;
const RETRY_MS = 30_000;
/** With no known end, ask again every minute: often enough to open soon after, rarely enough to spare the server. */
const UNKNOWN_END_RECHECK_MS = 60_000;

function windowOf(info: MaintenanceInfo | null): MaintenanceWindow | null {
  return info ? maintenanceWindow(info.startTime, info.endTime) : null;
}

/**
 * Whole-site maintenance (docs/product.md, "Maintenance"): active when status is '1' and point contains '0'.
 * While active the site shows the maintenance page; at endTime it checks again by itself, or
 * every minute when the window is not known (a maintenance with an unreadable window is still
 * maintenance). A failed check never locks people out: the site stays open and retries.
 */
export const maintenanceMachine = setup({
  types: { context: {} as MaintenanceContext, events: {} as { type: 'RECHECK' } },
  actors: {
    fetchMaintenance: fromPromise<MaintenanceInfo | null>(async () => {
      throw new Error('maintenance actor "fetchMaintenance" was not provided');
    }),
  },
  guards: {
    isActive: ({ context }) =>
      isSiteMaintenance(context.info) && (context.window === null || context.window.endMs > Date.now()),
  },
  delays: {
    untilEnd: ({ context }) =>
      context.window
        ? Math.min(MAX_DELAY, Math.max(1000, context.window.endMs - Date.now() + 1000))
        : UNKNOWN_END_RECHECK_MS,
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
