import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { betSlipMachine, sameSelection } from '../../../machines/sports/bet-slip.machine';

/**
 * The one bet slip of the app: a singleton actor, so the list, the detail page and the slip panel
 * share the selections across route changes. Created with the first sports screen.
 */
let actor: ActorRefFrom<typeof betSlipMachine> | null = null;

export function betSlip(): ActorRefFrom<typeof betSlipMachine> {
  if (!actor) {
    const created = createActor(betSlipMachine);
    created.start();
    actor = created;
  }
  return actor;
}

/** Whether this option is in the slip: a narrow selector, so only the affected buttons re-render. */
export function useIsSelected(marketId: number | undefined, optionType: number): boolean {
  return useSelector(betSlip(), (s) => marketId !== undefined && s.context.selections.some((x) => sameSelection(x, { marketId, optionType })));
}

export function useSelections() {
  return useSelector(betSlip(), (s) => s.context.selections);
}

export function useSlipRefusal() {
  return useSelector(betSlip(), (s) => s.context.refused);
}
