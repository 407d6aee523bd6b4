import type { FeatureDeps } from '../feature-deps';

/** Invite, referral and VIP, loaded with the first of their screens. */
export const INVITE_SERVICES = {
  invite: ({ site }: FeatureDeps) =>
    import('../../api/site/invite-api').then(({ createInviteApi }) => createInviteApi(site)),
};
