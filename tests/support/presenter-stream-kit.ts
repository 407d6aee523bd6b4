import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import type { EncoderState, EncoderStatus, OwnStream } from '../../src/api/live/presenter-schemas';
import {
  presenterStreamMachine,
  type PresenterStreamEvent,
} from '../../src/machines/presenter-stream/presenter-stream.machine';

/** A fake server for the lifecycle chart: scripted answers, a status sink, the long-running flag recorded. */

export const ownStream = (over: Partial<OwnStream> = {}): OwnStream =>
  ({
    id: 9101,
    presenterId: 501,
    presenterName: 'Linh Anh',
    avatar: '',
    title: 'My stream',
    cover: '',
    tags: [],
    status: 1,
    startTime: 0,
    endTime: undefined,
    viewers: 0,
    fbId: 1,
    sportId: 1,
    fee: 0,
    match: null,
    encoder: 'waiting',
    bitrateKbps: 0,
    tagIds: [],
    coverId: null,
    satellite: '',
    push: { url: 'rtmp://127.0.0.1:1935/app', streamKey: 'p9101-x?key=s' },
    ...over,
  }) as OwnStream;

export const encoderStatus = (encoder: EncoderState, over: Partial<EncoderStatus> = {}): EncoderStatus => ({
  streamId: 9101,
  state: encoder === 'live' ? 'live' : encoder === 'stopped' ? 'ended' : 'offline',
  status: encoder === 'live' ? 2 : encoder === 'lost' ? 3 : encoder === 'stopped' ? 4 : 1,
  encoder,
  bitrateKbps: encoder === 'live' ? 1800 : 0,
  viewers: encoder === 'live' ? 3 : 0,
  ...over,
});

export const siteError = (code: number) => new ApiError('server', 'no', { code, path: '/api/live/stream/save' });

type Answer<T> = T | Error;
export interface Script {
  current?: Answer<OwnStream | null>[];
  save?: Answer<OwnStream>[];
  update?: Answer<OwnStream>[];
  stop?: Answer<OwnStream>[];
}

export function startLifecycle(script: Script = {}) {
  const queues = {
    current: [...(script.current ?? [null])],
    save: [...(script.save ?? [])],
    update: [...(script.update ?? [])],
    stop: [...(script.stop ?? [])],
  };
  const next = <T>(queue: Answer<T>[], fallback: () => T): T => {
    const answer = queue.length > 0 ? queue.shift()! : fallback();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  let sink: ((e: PresenterStreamEvent) => void) | null = null;
  const longRunning: boolean[] = [];
  const calls: string[] = [];
  const actor = createActor(
    presenterStreamMachine.provide({
      actors: {
        loadCurrent: fromPromise(async () => next(queues.current, () => null)),
        saveStream: fromPromise(async ({ input }) => {
          calls.push(`save:${input.title}`);
          return next(queues.save, () => ownStream({ title: input.title }));
        }),
        updateStream: fromPromise(async ({ input }) => {
          calls.push(`update:${input.streamId}`);
          return next(queues.update, () => ownStream({ ...input.patch }));
        }),
        stopStream: fromPromise(async ({ input }) => {
          calls.push(`stop:${input.streamId}`);
          return next(queues.stop, () => ownStream({ status: 4, encoder: 'stopped', push: null }));
        }),
        watchEncoder: fromCallback(({ sendBack }) => {
          sink = sendBack;
          return () => (sink = null);
        }),
      },
      actions: { setLongRunning: (_, { value }) => longRunning.push(value) },
    }),
  );
  actor.start();
  return {
    actor,
    /** The scripted answers still to come: a test queues the next failure on the running chart. */
    queues,
    calls,
    longRunning,
    encoder: (state: EncoderState) => sink?.({ type: 'ENCODER', status: encoderStatus(state) }),
    watching: () => sink !== null,
  };
}
