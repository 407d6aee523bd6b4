import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ProfileDraft } from '../../api/live/presenter-api';
import type { PresenterProfile } from '../../api/live/presenter-schemas';
import { problemOf, type Problem } from './presenter-stream.machine';

/**
 * The presenter center's frame (`/personalAnchor`): who the presenter is (presenter/me), the tab
 * shown, and the profile tab's save. The stream and schedule tabs have charts of their own.
 *
 * presenterConsole
 *   loading    loadProfile() (presenter/me) -> ready;  error -> failed (its problem)
 *   failed     RETRY -> loading (not for 'forbidden': no retry is offered, the role decides)
 *   ready      SELECT_TAB: another tab shows (and the profile's note goes: the tab opens afresh)
 *     profile
 *       idle     SAVE_PROFILE -> saving
 *       saving   saveProfile(fields): presenter/update, then presenter/me -> saved (profile replaced,
 *                `profileVersion` + 1 so what viewers see is read again; idle if another tab shows
 *                by then);  error -> failed (idle if another tab shows)
 *       saved    PROFILE_EDITED -> idle (the note goes with the first edit);  SAVE_PROFILE -> saving
 *       failed   SAVE_PROFILE -> saving
 * Effects come in with `.provide` (the console page's hook wires the presenter API).
 */

export const CONSOLE_TABS = ['stream', 'schedule', 'profile', 'moderation', 'income', 'orders'] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];
export type ProfileFields = Required<ProfileDraft>;

export type PresenterConsoleEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_TAB'; tab: ConsoleTab }
  | { type: 'SAVE_PROFILE'; fields: ProfileFields }
  | { type: 'PROFILE_EDITED' };

interface PresenterConsoleContext {
  profile: PresenterProfile | null;
  problem: Problem | null;
  tab: ConsoleTab;
  /** Saves of the profile so far. */
  profileVersion: number;
  /** The fields of the save under way. */
  saving: ProfileFields | null;
}

export const presenterConsoleMachine = setup({
  types: { context: {} as PresenterConsoleContext, events: {} as PresenterConsoleEvent },
  actors: {
    loadProfile: fromPromise<PresenterProfile>(async () => {
      throw new Error('presenter console actor "loadProfile" was not provided');
    }),
    /** Saves the fields and answers the profile as read again after the save. */
    saveProfile: fromPromise<PresenterProfile, ProfileFields>(async () => {
      throw new Error('presenter console actor "saveProfile" was not provided');
    }),
  },
  actions: {
    takeFields: assign({ saving: ({ event }) => (event.type === 'SAVE_PROFILE' ? event.fields : null) }),
  },
  guards: {
    mayRetry: ({ context }) => context.problem !== 'forbidden',
    otherTab: ({ context, event }) => event.type === 'SELECT_TAB' && event.tab !== context.tab,
    onProfileTab: ({ context }) => context.tab === 'profile',
  },
}).createMachine({
  id: 'presenterConsole',
  context: { profile: null, problem: null, tab: 'stream', profileVersion: 0, saving: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ problem: null }),
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'ready', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ problem: ({ event }) => problemOf(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: { guard: 'mayRetry', target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      states: {
        profile: {
          initial: 'idle',
          on: {
            SELECT_TAB: { guard: 'otherTab', target: '.idle', actions: assign({ tab: ({ event }) => event.tab }) },
          },
          states: {
            idle: { on: { SAVE_PROFILE: { target: 'saving', actions: 'takeFields' } } },
            saving: {
              // A save under way finishes whatever tab shows: its profile is the console's.
              on: { SELECT_TAB: { guard: 'otherTab', actions: assign({ tab: ({ event }) => event.tab }) } },
              invoke: {
                src: 'saveProfile',
                input: ({ context }) => context.saving!,
                onDone: [
                  {
                    guard: 'onProfileTab',
                    target: 'saved',
                    actions: assign({
                      profile: ({ event }) => event.output,
                      profileVersion: ({ context }) => context.profileVersion + 1,
                    }),
                  },
                  {
                    target: 'idle',
                    actions: assign({
                      profile: ({ event }) => event.output,
                      profileVersion: ({ context }) => context.profileVersion + 1,
                    }),
                  },
                ],
                onError: [{ guard: 'onProfileTab', target: 'failed' }, { target: 'idle' }],
              },
            },
            saved: { on: { PROFILE_EDITED: 'idle', SAVE_PROFILE: { target: 'saving', actions: 'takeFields' } } },
            failed: { on: { SAVE_PROFILE: { target: 'saving', actions: 'takeFields' } } },
          },
        },
      },
    },
  },
});

export type PresenterConsoleSnapshot = SnapshotFrom<typeof presenterConsoleMachine>;

/** What the console page shows, read from the chart (compare with shallowEqual). */
export function consoleView(snapshot: PresenterConsoleSnapshot) {
  const { profile, problem, tab, profileVersion } = snapshot.context;
  const profilePhase = snapshot.matches({ ready: { profile: 'saving' } })
    ? 'saving'
    : snapshot.matches({ ready: { profile: 'saved' } })
      ? 'saved'
      : snapshot.matches({ ready: { profile: 'failed' } })
        ? 'failed'
        : 'idle';
  return {
    problem: snapshot.matches('failed') ? problem : null,
    profile: snapshot.matches('ready') ? profile : null,
    tab,
    profileVersion,
    profilePhase,
  } as const;
}
