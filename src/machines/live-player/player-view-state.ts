import type { SnapshotFrom } from 'xstate';
import type { livePlayerMachine } from './live-player.machine';

/** What the room shows: one word per chart state (session's substates are the player's own states). */
export type PlayerViewState =
  'idle' | 'loading' | 'playing' | 'stalled' | 'recovering' | 'offline' | 'ended' | 'broken' | 'unsupported' | 'left';

const SESSION_STATES = ['loading', 'playing', 'stalled'] as const;
const TOP_STATES = ['idle', 'recovering', 'offline', 'ended', 'broken', 'unsupported', 'left'] as const;

export function viewStateOf(snapshot: SnapshotFrom<typeof livePlayerMachine>): PlayerViewState {
  // Asking for a fresh play URL is part of a load to the viewer (no error, no state of its own).
  if (snapshot.matches('renewing')) return 'loading';
  return (
    SESSION_STATES.find((state) => snapshot.matches({ session: state })) ??
    TOP_STATES.find((state) => snapshot.matches(state)) ??
    'idle'
  );
}
