import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { createResourceMachine, selectResourceStatus } from '../machines/resource/resource.machine';

/** Runs one resource statechart for the component's lifetime with the given loader. */
export function useResource<T>(load: () => Promise<T>, isEmpty?: (data: T) => boolean) {
  const [machine] = useState(() => createResourceMachine<T>(isEmpty).provide({ actors: { load: fromPromise(load) } }));
  const [snapshot, send] = useMachine(machine);
  return {
    status: selectResourceStatus(snapshot),
    data: snapshot.context.data,
    error: snapshot.context.error,
    retry: () => send({ type: 'RETRY' }),
  };
}
