import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  consoleView,
  presenterConsoleMachine,
  type ProfileFields,
} from '../../machines/presenter-stream/presenter-console.machine';
import { useServices } from '../app-services';

/** The console's chart with the presenter API as its effects; the page reads it through consoleView. */
export function usePresenterConsole() {
  const services = useServices();
  const [machine] = useState(() =>
    presenterConsoleMachine.provide({
      actors: {
        loadProfile: fromPromise(async ({ signal }) => (await services.presenter()).me(signal)),
        saveProfile: fromPromise(async ({ input }: { input: ProfileFields }) => {
          const api = await services.presenter();
          await api.updateProfile(input);
          return api.me();
        }),
      },
    }),
  );
  const actor = useActorRef(machine);
  const view = useSelector(actor, consoleView, shallowEqual);
  return [view, actor.send] as const;
}
