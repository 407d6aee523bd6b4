import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  ENCODER_POLL_MS,
  presenterStreamMachine,
  type PresenterStreamEvent,
} from '../../machines/presenter-stream/presenter-stream.machine';
import { pollActor } from '../../machines/poll/poll-actor';
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
        updateStream: fromPromise(async ({ input }) =>
          (await services.presenter()).update(input.streamId, input.patch),
        ),
        stopStream: fromPromise(async ({ input }) => (await services.presenter()).stop(input.streamId)),
        watchEncoder: pollActor<PresenterStreamEvent, { streamId: number }>(
          ENCODER_POLL_MS,
          async ({ input, signal, sendBack }) =>
            sendBack({ type: 'ENCODER', status: await (await services.presenter()).status(input.streamId, signal) }),
          { immediate: true },
        ),
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
