import { use } from 'react';
import { useServices, type HistoryApis } from '../app-services';

/**
 * The personal center's calls (services.history(), loaded on first use). Suspends until they are
 * there (the screen renders under the router's Suspense); the promise is the same object on every
 * call, so later renders read it at once.
 */
export function useHistoryApis(): HistoryApis {
  return use(useServices().history());
}
