import type { SnapshotFrom } from 'xstate';
import type { betSlipMachine } from './bet-slip.machine';
import { placeReasons } from './slip-updates';
import type { BetSlipContext } from './bet-slip-context';
import { stakeKeys, stakeLines, totalReturn, totalStake } from './slip-rules';

type Snapshot = SnapshotFrom<typeof betSlipMachine>;

/** Where the slip stands, as the views say it (one word per thing a bettor can see). */
export type SlipPhase =
  | 'empty'
  | 'checking'
  | 'ready'
  | 'checkFailed'
  | 'sending'
  | 'slow'
  | 'reconciling'
  | 'tracking'
  | 'done'
  | 'unplaced';

export function slipPhase(s: Snapshot): SlipPhase {
  if (s.matches('empty') || s.matches('restoring')) return 'empty';
  if (s.matches({ editing: 'checkFailed' })) return 'checkFailed';
  if (s.matches({ editing: 'checking' })) return 'checking';
  if (s.matches('editing')) return 'ready';
  if (s.matches({ placing: 'prechecking' }) || s.matches({ placing: 'decide' })) return 'sending';
  if (s.matches({ placing: { sending: 'slow' } })) return 'slow';
  if (s.matches({ placing: 'sending' })) return 'sending';
  if (s.matches({ placing: 'reconciling' }) || s.matches({ placing: 'reconcileWait' })) return 'reconciling';
  if (s.matches({ placing: 'tracking' })) return 'tracking';
  if (s.matches('unplaced')) return 'unplaced';
  return 'done';
}

/**
 * Computed once per context: every leg, stake and the footer select from the same snapshot (a
 * 20-leg slip runs some 60 of these selectors on each snapshot, and a pushed price is a snapshot).
 * The chart assigns a new context object on every change, so the context is the cache key.
 */
function perContext<T>(compute: (c: BetSlipContext) => T): (s: Snapshot) => T {
  const cache = new WeakMap<BetSlipContext, T>();
  return (s) => {
    if (cache.has(s.context)) return cache.get(s.context)!;
    const value = compute(s.context);
    cache.set(s.context, value);
    return value;
  };
}

export const selectReasons = perContext(placeReasons);
export const selectLines = perContext(stakeLines);
export const selectTotals = perContext((c) => ({ stake: totalStake(c), potentialReturn: totalReturn(c) }));
export const selectStakeKeys = perContext(stakeKeys);
