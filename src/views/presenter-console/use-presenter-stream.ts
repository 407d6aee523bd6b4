import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { ENCODER_POLL_MS, presenterStreamMachine, type PresenterStreamEvent } from '../../machines/presenter-stream/presenter-stream.machine';
import { useServices } from '../app-services';

/** A stream that starts this far ahead is a scheduled one (the Schedule tab), not the current one. */
const SCHEDULED_AHEAD_MS = 10 * 60_000;

/** The lifecycle chart with the presenter API as its effects and the session's long-running flag. */
export function usePresenterStream() {
  const services = useServices();
  const [machine] = useState(() =>
    presenterStreamMachine.provide({
      actors: {
        loadCurrent: fromPromise(async ({ signal }) => {
          const { records } = await (await services.presenter()).mine(signal);
          return records.find((s) => s.encoder !== 'stopped' && s.startTime <= Date.now() + SCHEDULED_AHEAD_MS) ?? null;
        }),
        saveStream: fromPromise(async ({ input }) => (await services.presenter()).save(input)),
        updateStream: fromPromise(async ({ input }) => (await services.presenter()).update(input.streamId, input.patch)),
        stopStream: fromPromise(async ({ input }) => (await services.presenter()).stop(input.streamId)),
        watchEncoder: fromCallback<PresenterStreamEvent, { streamId: number }>(({ sendBack, input }) => {
          const controller = new AbortController();
          const poll = () =>
            services
              .presenter()
              .then((api) => api.status(input.streamId, controller.signal))
              .then((status) => sendBack({ type: 'ENCODER', status }))
              // A failed poll changes nothing: the next one tells.
              .catch(() => undefined);
          poll();
          const timer = setInterval(poll, ENCODER_POLL_MS);
          return () => {
            clearInterval(timer);
            controller.abort();
          };
        }),
      },
      actions: {
        setLongRunning: (_, { value }) => services.session.send({ type: 'SET_LONG_RUNNING', value }),
      },
    }),
  );
  const result = useMachine(machine);
  // Leaving the console while live: the chart stops without its exit actions, so the flag is cleared here.
  useEffect(() => () => services.session.send({ type: 'SET_LONG_RUNNING', value: false }), [services]);
  return result;
}
