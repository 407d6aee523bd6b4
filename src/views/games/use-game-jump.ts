import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { gameJumpMachine } from '../../machines/games/game-jump.machine';
import { useServices } from '../app-services';

/** The jump statechart for the lobby page, wired to the games calls and the session's balance. */
export function useGameJump() {
  const { session } = useServices();
  const apis = useServices().games;
  const [machine] = useState(() =>
    gameJumpMachine.provide({
      actors: {
        jump: fromPromise(async ({ input, signal }) => (await apis()).games.jump(input, signal)),
        collect: fromPromise(async (): Promise<{ collected: number }> => (await apis()).fund.collect()),
      },
      actions: { refreshBalance: () => session.send({ type: 'REFRESH_BALANCE' }) },
    }),
  );
  return useMachine(machine);
}
