import * as v from 'valibot';
import { recordList } from '../record-list';
import type { SiteClient } from '../site-client';

/** The super admin's API (docs/admin-api.md), through the live client: silent on errors, the page says what failed. */

export const AdminStream = v.object({
  streamId: v.number(),
  title: v.optional(v.string(), ''),
  presenterId: v.union([v.number(), v.string()]),
  presenterName: v.optional(v.string(), ''),
  status: v.number(),
  statusName: v.picklist(['upcoming', 'live', 'offline', 'ended', 'unknown']),
  viewers: v.optional(v.number(), 0),
  roomId: v.optional(v.string(), ''),
});
export type AdminStream = v.InferOutput<typeof AdminStream>;

export const SiteBan = v.object({
  id: v.number(),
  userName: v.string(),
  reason: v.optional(v.string(), ''),
  /** Epoch ms; 0 for ever. */
  until: v.optional(v.number(), 0),
  createdAt: v.optional(v.number(), 0),
  operator: v.optional(v.string(), ''),
  active: v.optional(v.boolean(), true),
});
export type SiteBan = v.InferOutput<typeof SiteBan>;

export const AuditEntry = v.object({
  id: v.number(),
  at: v.number(),
  actor: v.string(),
  action: v.picklist(['stream.stop', 'user.ban', 'user.unban', 'word.add', 'word.remove']),
  target: v.string(),
  detail: v.optional(v.string(), ''),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

export const SiteStats = v.object({
  streams: v.number(),
  live: v.number(),
  upcoming: v.number(),
  offline: v.optional(v.number(), 0),
  ended: v.number(),
  viewers: v.number(),
  presenters: v.number(),
  activeBans: v.number(),
  siteBans: v.number(),
  words: v.number(),
});
export type SiteStats = v.InferOutput<typeof SiteStats>;

const Word = v.pipe(v.string(), v.minLength(1));

export function createAdminApi(client: SiteClient) {
  return {
    streams: () => client.request({ method: 'GET', url: '/api/admin/streams', schema: recordList(AdminStream) }),
    stopStream: (streamId: number, reason: string) =>
      client.request({
        method: 'POST',
        url: '/api/admin/streams/stop',
        data: { streamId, reason },
        schema: v.object({ streamId: v.number() }),
      }),
    bans: (q = '') =>
      client.request({ method: 'POST', url: '/api/admin/bans/list', data: { q }, schema: recordList(SiteBan) }),
    ban: (userName: string, minutes: number, reason: string) =>
      client.request({ method: 'POST', url: '/api/admin/bans', data: { userName, minutes, reason }, schema: SiteBan }),
    lift: (ids: number[]) =>
      client.request({
        method: 'POST',
        url: '/api/admin/bans/lift',
        data: { ids },
        schema: v.object({ lifted: v.number() }),
      }),
    words: () => client.request({ method: 'GET', url: '/api/admin/words', schema: recordList(Word) }),
    addWord: (word: string) =>
      client.request({ method: 'POST', url: '/api/admin/words', data: { word }, schema: recordList(Word) }),
    removeWord: (word: string) =>
      client.request({ method: 'POST', url: '/api/admin/words/remove', data: { word }, schema: recordList(Word) }),
    stats: () => client.request({ method: 'GET', url: '/api/admin/stats', schema: SiteStats }),
    audit: () => client.request({ method: 'GET', url: '/api/admin/audit', schema: recordList(AuditEntry) }),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
