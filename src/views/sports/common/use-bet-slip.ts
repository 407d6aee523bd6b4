import { useSelector } from '@xstate/react';
import { use } from 'react';
import type { BetSlipActor } from '../../../machines/bet-slip/bet-slip.machine';
import { sameSelection } from '../../../machines/bet-slip/selection-block';
import { useServices } from '../../app-services';

/**
 * The app's one bet slip (services.betSlip(): created on first use, the same promise after), so
 * the list, the detail page and the slip panel share it across route changes. Suspends until it
 * is there, like the push feed.
 */
export function useBetSlip(): BetSlipActor {
  return use(useServices().betSlip());
}

/** Whether this option is in the slip: a narrow selector, so only the affected buttons re-render. */
export function useIsSelected(marketId: number | undefined, optionType: number): boolean {
  return useSelector(
    useBetSlip(),
    (s) => marketId !== undefined && s.context.legs.some((x) => sameSelection(x, { marketId, optionType })),
  );
}

export function useSlipLegs() {
  return useSelector(useBetSlip(), (s) => s.context.legs);
}

export function useSlipCount(): number {
  return useSelector(useBetSlip(), (s) => s.context.legs.length);
}

export function useSlipRefusal() {
  return useSelector(useBetSlip(), (s) => s.context.refused);
}
