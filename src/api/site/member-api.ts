import * as v from 'valibot';
import type { SiteClient } from '../site-client';
import { ProviderTokenData } from '../provider/provider-token-schema';

export const UserInfo = v.looseObject({
  id: v.optional(v.number()),
  userName: v.string(),
  nickName: v.optional(v.string()),
  regCurrency: v.optional(v.string()),
  role: v.optional(v.number()),
  vipLevel: v.optional(v.number()),
  avatar: v.optional(v.number()),
  mobile: v.optional(v.string()),
  mobileArea: v.optional(v.string()),
  inviteCode: v.optional(v.string()),
  gameOrder: v.optional(v.string()),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/** A code the member reads out to customer service; it changes on each refresh and expires (docs/member-api.md). */
export const IdentityCode = v.looseObject({ identityCode: v.pipe(v.string(), v.minLength(1)), expiresAt: v.number() });
export type IdentityCode = v.InferOutput<typeof IdentityCode>;

const Wallet = v.looseObject({ memberWallet: v.number(), currency: v.optional(v.string()) });

export function createMemberApi(client: SiteClient) {
  return {
    userInfo: () => client.request({ method: 'GET', url: '/api/member/get', schema: UserInfo }),
    /** Balance comes from data.memberWallet. */
    balance: async () =>
      (await client.request({ method: 'POST', url: '/api/fund/wallet/member/local', data: {}, schema: Wallet }))
        .memberWallet,
    providerToken: () =>
      client.request({ method: 'POST', url: '/api/game/bet/cSports/token', data: {}, schema: ProviderTokenData }),
    /** Avatar (1-10) and nickname; answers the updated profile. */
    updateProfile: (changes: { avatar?: number; nickName?: string }) =>
      client.request({ method: 'POST', url: '/api/member/update', data: changes, schema: UserInfo }),
    refreshIdentityCode: () =>
      client.request({ method: 'GET', url: '/api/member/refreshIdentityCode', schema: IdentityCode }),
    /** A wrong current password is refused with its own code (1002000010); the form shows it by the field. */
    changePassword: (oldPassword: string, newPassword: string) =>
      client.request({
        method: 'POST',
        url: '/api/member/password/update',
        data: { oldPassword, newPassword },
        schema: v.unknown(),
        noNeedResponseMsg: true,
      }),
    registerDevice: () =>
      client.request({
        method: 'POST',
        url: '/api/member/device/get',
        data: {},
        schema: v.unknown(),
        anonymous: true,
        noNeedResponseMsg: true,
      }),
  };
}
export type MemberApi = ReturnType<typeof createMemberApi>;
