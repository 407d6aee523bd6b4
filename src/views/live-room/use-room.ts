import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { onAirOf, roomMachine, type RoomEvent } from '../../machines/live/room.machine';
import { pollActor } from '../../machines/poll/poll-actor';
import { useServices } from '../app-services';

/** How often the room asks whether its stream is still on air (the player asks too, when it stalls). */
export const STATUS_POLL_MS = 15_000;

/** The room's chart with the live API as its effects. */
export function useRoom(id: string) {
  const services = useServices();
  const [machine] = useState(() =>
    roomMachine.provide({
      actors: {
        loadInfo: fromPromise(async ({ input }) => (await services.live()).info(input.id)),
        feeStatus: fromPromise(async ({ input }) => (await services.live()).feeStatus(input.streamId)),
        payFee: fromPromise(async ({ input }) => {
          const paid = await (await services.live()).payFee(input.streamId);
          // The header's balance: the server debited the wallet.
          services.session.send({ type: 'REFRESH_BALANCE' });
          return paid;
        }),
        watchStatus: pollActor<RoomEvent, { streamId: number }>(STATUS_POLL_MS, async ({ input, signal, sendBack }) => {
          const s = await (await services.live()).streamStatus(input.streamId, signal);
          sendBack({ type: 'STATUS', status: s.status === 1 ? 'upcoming' : s.state });
        }),
      },
    }),
  );
  return useMachine(machine, { input: { id } });
}

export { onAirOf };
