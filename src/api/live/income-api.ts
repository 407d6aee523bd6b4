import * as v from 'valibot';
import { recordList } from '../record-list';
import type { SiteClient } from '../site-client';

/** The presenter's income, figures, push and follow orders (docs/live-api.md). */

export const GiftProfit = v.object({
  id: v.number(),
  userName: v.string(),
  giftId: v.number(),
  giftName: v.optional(v.string(), ''),
  count: v.number(),
  value: v.number(),
  profit: v.number(),
  at: v.number(),
});
export type GiftProfit = v.InferOutput<typeof GiftProfit>;

export const ProfitSum = v.object({
  gifts: v.number(),
  value: v.number(),
  profit: v.number(),
  share: v.optional(v.number(), 0.5),
  currency: v.optional(v.string(), 'VND'),
});
export type ProfitSum = v.InferOutput<typeof ProfitSum>;

export const StatsPoint = v.object({ at: v.number(), viewers: v.number(), gifts: v.number(), followers: v.number() });
export type StatsPoint = v.InferOutput<typeof StatsPoint>;

export const PresenterStats = v.object({
  viewers: v.number(),
  gifts: v.number(),
  giftValue: v.optional(v.number(), 0),
  followers: v.number(),
  series: recordList(StatsPoint, 'series'),
});
export type PresenterStats = v.InferOutput<typeof PresenterStats>;

export const AnnouncedStream = v.object({
  streamId: v.number(),
  title: v.optional(v.string(), ''),
  startTime: v.number(),
  status: v.number(),
  reserveCount: v.number(),
  users: v.optional(v.array(v.string()), []),
});
export type AnnouncedStream = v.InferOutput<typeof AnnouncedStream>;

export const Follower = v.object({ userName: v.string(), nickName: v.optional(v.string(), '') });
export type Follower = v.InferOutput<typeof Follower>;

const StreamCard = v.object({ id: v.number(), title: v.optional(v.string(), '') });
const RoomOf = v.object({ groupId: v.pipe(v.string(), v.minLength(1)) });

export function createIncomeApi(client: SiteClient) {
  return {
    /** The presenter's streams with their chat rooms (stream/list, then getInfo for each room id). */
    rooms: async (presenterId: string) => {
      const page = await client.request({
        method: 'POST',
        url: '/api/live/stream/list',
        data: { presenterId: Number(presenterId), pageNum: 1, pageSize: 50 },
        schema: v.object({ records: recordList(StreamCard, 'records') }),
      });
      return Promise.all(
        page.records.map(async (s) => ({
          streamId: s.id,
          title: s.title,
          roomId: (await client.request({ method: 'GET', url: `/api/live/stream/getInfo/${s.id}`, schema: RoomOf }))
            .groupId,
        })),
      );
    },
    profitList: (presenterId: string, pageNum: number, pageSize: number) =>
      client.request({
        method: 'POST',
        url: '/api/live/gift/profit/list',
        data: { presenterId, pageNum, pageSize },
        schema: v.object({ list: recordList(GiftProfit, 'list'), total: v.number() }),
      }),
    profitSum: (presenterId: string) =>
      client.request({ method: 'POST', url: '/api/live/gift/profit/sum', data: { presenterId }, schema: ProfitSum }),
    statistics: (presenterId: string) =>
      client.request({
        method: 'POST',
        url: '/api/live/statistics/sum',
        data: { presenterId },
        schema: PresenterStats,
      }),
    /** The presenter's announced (upcoming) streams and who reserved them. */
    announced: (presenterId: string) =>
      client.request({
        method: 'POST',
        url: '/api/live/push/order/list2',
        data: { presenterId },
        schema: recordList(AnnouncedStream),
      }),
    followers: (presenterId: string) =>
      client.request({
        method: 'POST',
        url: '/api/live/follow/order/list',
        data: { presenterId: Number(presenterId) },
        schema: v.object({ total: v.number(), list: recordList(Follower, 'list') }),
      }),
  };
}
export type IncomeApi = ReturnType<typeof createIncomeApi>;
