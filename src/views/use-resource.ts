import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Problem } from '../api/problem';
import {
  createResourceMachine,
  selectResourceStatus,
  type ResourceStatus,
} from '../machines/resource/resource.machine';
import { pollActor } from '../machines/poll/poll-actor';

export interface ResourceOptions<T> {
  /** When the data counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** Loads again, keeping what is shown (`refreshing`), whenever this changes: a filter, a page, a version bumped after an action. */
  key?: string;
  /** Asks again this often while the data is shown, never overlapping (pollActor); a failed poll keeps what is shown. */
  pollMs?: number;
  /** Shown before any answer; with it nothing loads at once and the first poll is the first request. */
  initialData?: T;
}

export interface Resource<T> {
  status: ResourceStatus;
  data: T | null;
  error: Problem | null;
  retry: () => void;
}

/**
 * The one way a view loads server data: a resource statechart for the component's lifetime. `load`
 * is read afresh on each request, so it may close over the latest props (the key says when to ask).
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions<T> = {},
): Resource<T> {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const [machine] = useState(() => {
    const request = (signal: AbortSignal) => latest.current(signal);
    const start = options.initialData !== undefined ? { data: options.initialData } : undefined;
    return createResourceMachine<T>(options.isEmpty, start).provide({
      actors: {
        load: fromPromise(({ signal }) => request(signal)),
        ...(options.pollMs
          ? {
              poll: pollActor<{ type: 'POLLED'; data: T }>(options.pollMs, async ({ signal, sendBack }) =>
                sendBack({ type: 'POLLED', data: await request(signal) }),
              ),
            }
          : {}),
      },
    });
  });
  const [snapshot, send] = useMachine(machine);
  const seenKey = useRef(options.key);
  useEffect(() => {
    if (seenKey.current === options.key) return;
    seenKey.current = options.key;
    send({ type: 'REFRESH' });
  }, [options.key, send]);
  return {
    status: selectResourceStatus(snapshot),
    data: snapshot.context.data,
    error: snapshot.context.error,
    retry: () => send({ type: 'RETRY' }),
  };
}
