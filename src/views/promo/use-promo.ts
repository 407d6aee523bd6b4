import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { claimMachine, selectClaimPhase, type ClaimChoice } from '../../machines/promo/claim.machine';
import { useServices } from '../app-services';

/**
 * A promotion's period is a range of the service's calendar days (from midnight UTC+8,
 * docs/product.md, "Constants"): shown as those days, not as the instants in the viewer's zone (23:00 the day before in Vietnam).
 */
export const SERVICE_TIME_ZONE = 'Asia/Shanghai';

/** One claim flow (claim.machine.ts) against the server; a prize refreshes the header's balance. */
export function useClaim() {
  const { promo: api, session } = useServices();
  const [machine] = useState(() =>
    claimMachine.provide({
      actors: { claim: fromPromise(async ({ input }) => (await api()).claim(input)) },
      actions: { claimed: () => session.send({ type: 'REFRESH_BALANCE' }) },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return {
    phase: selectClaimPhase(snapshot),
    result: snapshot.context.result,
    refusal: snapshot.context.refusal,
    claim: (choice: ClaimChoice) => send({ type: 'CLAIM', choice }),
    retry: () => send({ type: 'RETRY' }),
  };
}
export type Claim = ReturnType<typeof useClaim>;
