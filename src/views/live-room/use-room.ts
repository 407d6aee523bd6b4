import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { onAirOf, roomMachine, type RoomEvent } from '../../machines/live/room.machine';
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
        watchStatus: fromCallback<RoomEvent, { streamId: number }>(({ sendBack, input }) => {
          const controller = new AbortController();
          const poll = () =>
            services
              .live()
              .then((api) => api.streamStatus(input.streamId, controller.signal))
              .then((s) => sendBack({ type: 'STATUS', status: s.status === STREAM_STATUS.upcoming ? 'upcoming' : s.state }))
              .catch(() => undefined);
          const timer = setInterval(poll, STATUS_POLL_MS);
          return () => {
            clearInterval(timer);
            controller.abort();
          };
        }),
      },
    }),
  );
  return useMachine(machine, { input: { id } });
}

export { onAirOf };
