import type { MemberApi } from '../api/site/member-api';
import type { ProviderAccess } from '../api/provider-client';
import { toProviderAccess } from '../api/provider/provider-token-schema';
import type { AppStorage } from '../lib/platform/storage';

/**
 * The betting-provider token and addresses: fetched once, shared by every caller in flight,
 * refreshed on code 14010 or after a login, and kept in storage as FBBaseURL/FBToken.
 */
export function createProviderAccess(member: MemberApi, storage: AppStorage) {
  let current: ProviderAccess | null = null;
  let inFlight: Promise<ProviderAccess> | null = null;
  const listeners = new Set<(access: ProviderAccess | null) => void>();

  function fetchAccess(): Promise<ProviderAccess> {
    inFlight ??= member
      .providerToken()
      .then((r) => {
        current = toProviderAccess(r);
        storage.set('providerConfig', { FBBaseURL: current.apiServerAddress, FBToken: current.token });
        listeners.forEach((l) => l(current));
        return current;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    access: () => (current ? Promise.resolve(current) : fetchAccess()),
    refresh: fetchAccess,
    reset() {
      current = null;
      storage.remove('providerConfig');
      listeners.forEach((l) => l(null));
    },
    onChange(listener: (access: ProviderAccess | null) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ProviderAccessStore = ReturnType<typeof createProviderAccess>;
