import { useCallback } from 'react';
import { useServices } from '../app-services';

/** The games calls, loaded with the first lobby page (services.games). */
export function useGamesApis() {
  const services = useServices();
  return useCallback(() => {
    if (!services.games) return Promise.reject(new Error('games services not wired'));
    return services.games();
  }, [services]);
}
