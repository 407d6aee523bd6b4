import type { SnapshotFrom } from 'xstate';
import type { livePlayerMachine } from './live-player.machine';

/** What the room shows: one word per chart state (session's substates are the player's own states). */
export type PlayerViewState =
  'idle' | 'loading' | 'playing' | 'stalled' | 'recovering' | 'offline' | 'ended' | 'broken' | 'unsupported' | 'left';

export function viewStateOf(snapshot: SnapshotFrom<typeof livePlayerMachine>): PlayerViewState {
  const value = snapshot.value;
  // Asking for a fresh play URL is part of a load to the viewer (no error, no state of its own).
  if (value === 'renewing') return 'loading';
  if (typeof value === 'string') return value as PlayerViewState;
  if ('session' in value) return value.session as PlayerViewState;
  return Object.keys(value)[0] as PlayerViewState;
}
