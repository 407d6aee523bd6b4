import { use } from 'react';
import type { InviteApi } from '../../api/site/invite-api';
import { useServices } from '../app-services';

const missing = Promise.reject(new Error('invite calls are not wired in these services'));
missing.catch(() => undefined);

/** The invite and VIP calls (services.invite(), loaded with the first screen that needs them); suspends until there. */
export function useInviteApi(): InviteApi {
  const { invite } = useServices();
  return use(invite ? invite() : missing);
}
