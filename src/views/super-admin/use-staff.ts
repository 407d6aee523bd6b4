import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import type { StaffApis } from '../../api/admin/staff-apis';
import { useServices } from '../app-services';

/** What a staff screen's section shows: loading, the answer, or why it failed (a 403 said as such). */
export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; forbidden: boolean };

/** A refused call (`{ code: 403 }`, the simulator's requireRole) is said as "not allowed", anything else as a failure. */
export const isForbidden = (e: unknown) => isApiError(e) && e.details.code === 403;

/** The staff calls, loaded once for the app (src/app/services.ts `staff()`). */
export function useStaffApis(): () => Promise<StaffApis> {
  const services = useServices();
  return services.staff ?? (() => Promise.reject(new Error('staff calls are not available')));
}

/**
 * Loads with the staff calls whenever `key` changes (a reload after an action bumps it); an answer
 * that arrives after the section moved on is dropped.
 */
export function useLoad<T>(load: (api: StaffApis) => Promise<T>, key: string): Load<T> {
  const staff = useStaffApis();
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    staff()
      .then(load)
      .then(
        (data) => alive && setState({ status: 'ready', data }),
        (e: unknown) => alive && setState({ status: 'error', forbidden: isForbidden(e) }),
      );
    return () => {
      alive = false;
    };
    // `load` is a fresh closure each render; `key` says when the answer may differ.
  }, [staff, key]);
  return state;
}
