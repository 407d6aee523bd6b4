import type { SnapshotFrom } from 'xstate';
import { placeReasons, type betSlipMachine } from './bet-slip.machine';
import { stakeKeys, stakeLines, totalReturn, totalStake } from './slip-rules';

type Snapshot = SnapshotFrom<typeof betSlipMachine>;

/** Where the slip stands, as the views say it (one word per thing a bettor can see). */
export type SlipPhase = 'empty' | 'checking' | 'ready' | 'checkFailed' | 'sending' | 'slow' | 'reconciling' | 'tracking' | 'done' | 'unplaced';

export function slipPhase(s: Snapshot): SlipPhase {
  if (s.matches('empty') || s.matches('restoring')) return 'empty';
  if (s.matches({ editing: 'checkFailed' })) return 'checkFailed';
  if (s.matches({ editing: 'checking' })) return 'checking';
  if (s.matches('editing')) return 'ready';
  if (s.matches({ placing: 'prechecking' }) || s.matches({ placing: 'decide' })) return 'sending';
  if (s.matches({ placing: { sending: 'slow' } }) || s.matches({ placing: { resending: 'slow' } })) return 'slow';
  if (s.matches({ placing: 'sending' }) || s.matches({ placing: 'resending' })) return 'sending';
  if (s.matches({ placing: 'reconciling' }) || s.matches({ placing: 'reconcileWait' })) return 'reconciling';
  if (s.matches({ placing: 'tracking' })) return 'tracking';
  if (s.matches('unplaced')) return 'unplaced';
  return 'done';
}

const shapeOf = (s: Snapshot) => s.context;

export const selectReasons = (s: Snapshot) => placeReasons(s.context);
export const selectTotals = (s: Snapshot) => ({ stake: totalStake(shapeOf(s)), potentialReturn: totalReturn(shapeOf(s)) });
export const selectStakeKeys = (s: Snapshot) => stakeKeys(s.context);
export const selectLines = (s: Snapshot) => stakeLines(s.context);
