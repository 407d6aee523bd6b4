import { useSelector } from '@xstate/react';
import { ROLE } from '../config/constants';
import { useServices } from './app-services';

/** Narrow selectors over the session actor: a view re-renders only when its slice changes. */
export function useIsLoggedIn(): boolean {
  const { session } = useServices();
  return useSelector(session, (s) => s.matches('authenticated') || s.matches('expired'));
}

export function useSessionUser() {
  const { session } = useServices();
  return useSelector(session, (s) => s.context.user);
}

export function useBalance(): number | null {
  const { session } = useServices();
  return useSelector(session, (s) => s.context.balance);
}

export function useProfileReady(): boolean {
  const { session } = useServices();
  return useSelector(session, (s) => !s.matches({ authenticated: 'loadingProfile' }));
}

export function useRole(): number | null {
  const user = useSessionUser();
  const { storage } = useServices();
  return user?.role ?? storage.get('role');
}

export const isPresenter = (role: number | null) => role === ROLE.presenter || role === ROLE.superAdmin;
export const isSuperAdmin = (role: number | null) => role === ROLE.superAdmin;
