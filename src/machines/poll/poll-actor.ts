import { fromCallback, type EventObject } from 'xstate';
import { startPolling } from '../../lib/platform/start-polling';

/**
 * The one polling actor: a callback actor that runs `request` with startPolling for as long as the
 * state that invokes it lasts. `request` reports what it learned with sendBack.
 */
export function pollActor<TEvent extends EventObject, TInput = void>(
  everyMs: number,
  request: (args: { input: TInput; signal: AbortSignal; sendBack: (event: TEvent) => void }) => Promise<unknown>,
  options: { immediate?: boolean } = {},
) {
  return fromCallback<TEvent, TInput>(({ input, sendBack }) =>
    startPolling(everyMs, (signal) => request({ input, signal, sendBack }), options),
  );
}
