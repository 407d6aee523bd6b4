import type { LegRef } from '../../api/provider/bet-api';
import type { Problem } from '../../api/problem';
import type { PlaceProblem } from './place-problem';
import type { SelectableOption, SelectionBlock } from './selection-block';
import type { Placement, SlipEnv, SlipKind, SlipLeg, SlipSeries } from './slip-types';

/** The bet slip chart's input, context and events (bet-slip.machine.ts reads as the spec; these are its vocabulary). */

export interface BetSlipInput {
  legs?: readonly SlipLeg[];
  kind?: SlipKind;
  stakes?: Readonly<Record<string, string>>;
  /**
   * A placement stored before a reload: resumed by reconciling or tracking, never re-sent. One found
   * later (the user name known only after the slip was built) comes as RESUME, in empty or editing.
   */
  placement?: Placement | null;
  now?: () => number;
}

export interface BetSlipContext {
  legs: SlipLeg[];
  kind: SlipKind;
  stakes: Record<string, string>;
  series: SlipSeries[];
  mon: number;
  msl: number;
  env: SlipEnv;
  /** The last refused pick, for the slip to say why (cleared by the next accepted change). */
  refused: SelectionBlock | null;
  /** The last failed odds check, null after a good one. */
  checkError: Problem | null;
  placement: Placement | null;
  /** Why the last placement was refused or not placed. */
  problem: PlaceProblem | null;
  /** Attempts of the current poll or reconciliation, for back-off. */
  attempt: number;
  /** Reads of the recent orders that answered without ours (a failed read is not a miss). */
  misses: number;
  now: () => number;
}

export type BetSlipEvent =
  | { type: 'TOGGLE'; option: SelectableOption }
  | { type: 'REMOVE'; marketId: number; optionType: number }
  | { type: 'CLEAR' }
  | { type: 'SET_KIND'; kind: SlipKind }
  | { type: 'SET_STAKE'; key: string; text: string }
  | { type: 'ACCEPT_CHANGES' }
  | { type: 'PUSHED_ODDS'; marketId: number; optionType: number; od: number; ss: number }
  | { type: 'ENV'; env: SlipEnv }
  | { type: 'PLACE' }
  | { type: 'RETRY' }
  | { type: 'DISCARD' }
  | { type: 'DISMISS' }
  | { type: 'KEEP' }
  | { type: 'DISMISS_NOTICE' }
  /** The signed-in user's stored placement, found after the slip was built (its name was not known yet). */
  | { type: 'RESUME'; placement: Placement };

/** What the price watcher is told: the legs to follow now. */
export type WatchEvent = { type: 'WATCH'; legs: readonly LegRef[] };
