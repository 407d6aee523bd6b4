import { isLocked } from '../../lib/format/odds';
import type { SlipLeg } from './slip-types';

/**
 * Why an option cannot go into the slip (after Azuro's BetslipDisableReason): shown on the button
 * or in the slip and tested. `null` means it can be selected.
 */
export type SelectionBlock = 'stale' | 'locked' | 'suspended' | 'full' | 'busy';

/** At most this many selections (one parlay of `msl` legs, or `mon` singles, whichever is larger). */
export const MAX_SELECTIONS = 20;

export interface SelectableOption {
  readonly matchId: number;
  readonly marketId: number;
  readonly optionType: number;
  /** European odds now. */
  readonly odds: number;
  /** Market sale status: 0 suspended, 1 open, -1 not on sale. */
  readonly marketStatus: number;
  /** The data predates the last reconnect, or the push connection is down. */
  readonly stale: boolean;
}

export const sameSelection = (
  a: Pick<SlipLeg, 'marketId' | 'optionType'>,
  b: Pick<SlipLeg, 'marketId' | 'optionType'>,
): boolean => a.marketId === b.marketId && a.optionType === b.optionType;

/**
 * The first reason that blocks selecting `option`, in the order a bettor can act on: stale (wait
 * for the connection), locked (odds < 0), suspended (market not open), full. An option already in
 * the slip is never blocked from being removed: callers check `selected` first.
 */
export function selectionBlock(
  option: SelectableOption,
  legs: readonly Pick<SlipLeg, 'marketId'>[],
): SelectionBlock | null {
  if (option.stale) return 'stale';
  if (isLocked(option.odds)) return 'locked';
  if (option.marketStatus !== 1) return 'suspended';
  const replacesSameMarket = legs.some((s) => s.marketId === option.marketId);
  if (!replacesSameMarket && legs.length >= MAX_SELECTIONS) return 'full';
  return null;
}
