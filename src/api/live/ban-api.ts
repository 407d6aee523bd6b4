import * as v from 'valibot';
import { recordList } from '../record-list';
import type { SiteClient } from '../site-client';

/** Bans (docs/chat-protocol.md): the server enforces them on send; the view reads banInfo to say why. */

export const BanRecord = v.object({
  id: v.number(),
  userName: v.string(),
  presenterId: v.optional(v.string(), ''),
  roomId: v.optional(v.string(), ''),
  reason: v.optional(v.string(), ''),
  /** Epoch ms; 0 for ever. */
  until: v.optional(v.number(), 0),
  active: v.optional(v.boolean(), true),
});
export type BanRecord = v.InferOutput<typeof BanRecord>;

export const BanInfo = v.variant('banned', [
  v.object({ banned: v.literal(false) }),
  v.object({
    banned: v.literal(true),
    id: v.optional(v.number()),
    reason: v.optional(v.string(), ''),
    until: v.optional(v.number(), 0),
    roomId: v.optional(v.string(), ''),
    presenterId: v.optional(v.string(), ''),
  }),
]);
export type BanInfo = v.InferOutput<typeof BanInfo>;

const BanPage = v.object({ list: recordList(BanRecord, 'list'), total: v.number() });

export function createBanApi(client: SiteClient) {
  return {
    info: (query: { roomId: string; presenterId: string; userName?: string }) =>
      client.request({ method: 'POST', url: '/api/user/banLog/banInfo', data: query, schema: BanInfo }),
    save: (ban: { userName: string; presenterId: string; roomId?: string; minutes: number; reason: string }) =>
      client.request({ method: 'POST', url: '/api/user/banLog/save', data: ban, schema: BanRecord }),
    list: (query: { presenterId?: string; pageNum: number; pageSize: number; q?: string; active?: boolean }) =>
      client.request({ method: 'POST', url: '/api/user/banLog/list', data: query, schema: BanPage }),
    lift: (ids: number[]) =>
      client.request({
        method: 'POST',
        url: '/api/user/banLog/batchUntie',
        data: { ids },
        schema: v.object({ lifted: v.number() }),
      }),
    update: (change: { id: number; minutes?: number; reason?: string }) =>
      client.request({ method: 'PUT', url: '/api/user/banLog/update', data: change, schema: BanRecord }),
  };
}
export type BanApi = ReturnType<typeof createBanApi>;
