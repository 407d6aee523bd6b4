import * as v from 'valibot';
import { recordList } from '../record-list';
import { SitePath } from '../safe-link';
import type { SiteClient } from '../site-client';

/**
 * Invite, referral and VIP (docs/invite-api.md). Lists are record lists: one bad
 * invitee, award or level is dropped and counted, the rest show. The draw is sent with a client
 * key, so a double press or a retry after a lost answer is one draw.
 */

const Amount = v.pipe(v.number(), v.minValue(0));
const Name = v.pipe(v.string(), v.minLength(1));

export const ReferralCode = v.looseObject({ referralCode: Name, path: SitePath });
export const InviteInfo = v.looseObject({
  invitees: v.pipe(v.number(), v.integer(), v.minValue(0)),
  deposited: v.pipe(v.number(), v.integer(), v.minValue(0)),
  drawChances: v.pipe(v.number(), v.integer(), v.minValue(0)),
  list: recordList(
    v.looseObject({ userName: Name, joinedAt: v.number(), deposited: v.boolean(), vipLevel: v.number() }),
    'invitees',
  ),
});
export type InviteInfo = v.InferOutput<typeof InviteInfo>;
export const InviteTotals = v.looseObject({
  betAward: Amount,
  depositAward: Amount,
  vipAward: Amount,
  drawAward: Amount,
  total: Amount,
});
export type InviteTotals = v.InferOutput<typeof InviteTotals>;
export const BetConfig = recordList(
  v.looseObject({ minBet: Amount, rate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) }),
  'betConfig',
);
export const DepConfig = recordList(v.looseObject({ minDeposit: Amount, award: Amount }), 'depConfig');
export const VipConfig = recordList(
  v.looseObject({ vipLevel: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11)), award: Amount }),
  'vipConfig',
);
export const BetAwards = recordList(
  v.looseObject({ userName: Name, bet: Amount, rate: v.number(), award: Amount }),
  'betAwards',
);
export const DepAwards = recordList(
  v.looseObject({ userName: Name, deposit: Amount, award: Amount, at: v.number() }),
  'depAwards',
);
export const Winners = recordList(v.looseObject({ userName: Name, amount: Amount }), 'winners');
export const DrawResult = v.looseObject({
  amount: Amount,
  balance: v.number(),
  drawChances: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DrawResult = v.InferOutput<typeof DrawResult>;

export const VIP_SERVICE_IDS = ['dedicatedManager', 'businessGirl', 'yacht'] as const;
export type VipServiceId = (typeof VIP_SERVICE_IDS)[number];
const VipLevel = v.looseObject({
  level: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11)),
  minPoints: Amount,
  withdrawalsPerDay: v.number(),
  birthdayBonus: Amount,
  rebatePercent: v.number(),
  services: v.array(v.string()),
});
export type VipLevel = v.InferOutput<typeof VipLevel>;
export const VipInfo = v.looseObject({
  vipLevel: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(11)),
  points: Amount,
  nextLevelPoints: v.nullable(Amount),
  levels: recordList(VipLevel, 'levels'),
  services: v.record(v.string(), v.number()),
});
export type VipInfo = v.InferOutput<typeof VipInfo>;
const Booking = v.looseObject({
  id: v.number(),
  service: v.string(),
  slot: v.string(),
  phone: v.string(),
  at: v.number(),
});
export type CallBooking = v.InferOutput<typeof Booking>;
export const CallBack = v.looseObject({ slots: v.array(v.string()), bookings: recordList(Booking, 'bookings') });
export type CallBack = v.InferOutput<typeof CallBack>;

const BASE = '/api/member/invite';

export function createInviteApi(client: SiteClient) {
  const get = <S extends v.GenericSchema>(name: string, schema: S) =>
    client.request({ method: 'GET', url: `${BASE}/${name}`, schema });
  return {
    referralCode: () => get('generateReferralCode', ReferralCode),
    info: () => get('queryInviteInfo', InviteInfo),
    totals: () => get('queryInviteInfoTotalAward', InviteTotals),
    betConfig: () => get('queryInviteBetConfig', BetConfig),
    depConfig: () => get('queryInviteDepConfig', DepConfig),
    vipConfig: () => get('queryInviteVipConfig', VipConfig),
    betAwards: () => get('queryInviteBetAwardList', BetAwards),
    depAwards: () => get('queryInviteDepAward', DepAwards),
    winners: () => get('queryHorseRing', Winners),
    draw: (clientKey: string) =>
      client.request({
        method: 'POST',
        url: `${BASE}/drawAward`,
        data: { clientKey },
        schema: DrawResult,
        noNeedResponseMsg: true,
      }),
    vip: () => client.request({ method: 'POST', url: '/api/member/customervip/vipFont', data: {}, schema: VipInfo }),
    callBack: () =>
      client.request({ method: 'POST', url: '/api/operation/vipphoneback/dailFont', data: {}, schema: CallBack }),
    bookCall: (booking: { service: VipServiceId; slot: string; phone: string }) =>
      client.request({
        method: 'POST',
        url: '/api/operation/vipphoneback/add',
        data: booking,
        schema: Booking,
        noNeedResponseMsg: true,
      }),
  };
}
export type InviteApi = ReturnType<typeof createInviteApi>;
