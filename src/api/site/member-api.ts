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

const Wallet = v.looseObject({ memberWallet: v.number(), currency: v.optional(v.string()) });

export function createMemberApi(client: SiteClient) {
  return {
    userInfo: () => client.request({ method: 'GET', url: '/api/member/get', schema: UserInfo }),
    /** Balance comes from data.memberWallet (SPEC.md section 7). */
    balance: async () => (await client.request({ method: 'POST', url: '/api/fund/wallet/member/local', data: {}, schema: Wallet })).memberWallet,
    providerToken: () => client.request({ method: 'POST', url: '/api/game/bet/cSports/token', data: {}, schema: ProviderTokenData }),
    registerDevice: () => client.request({ method: 'POST', url: '/api/member/device/get', data: {}, schema: v.unknown(), anonymous: true, noNeedResponseMsg: true }),
  };
}
export type MemberApi = ReturnType<typeof createMemberApi>;
