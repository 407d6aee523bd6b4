import * as v from 'valibot';
import type { ProviderClient } from '../provider-client';
import { providerPage, recordList, unread } from '../record-list';

/**
 * Provider bulletins (`/v1/bulletin/listTop`, `listPage`). The shapes are not published; they were
 * designed with the simulator (docs/provider-extensions.md, simulator/sports/bulletin-routes.ts).
 * Lenient: what a notice list shows (id, title, content); type, time and pin are optional.
 * `content` is plain text in the request's language. An unreadable bulletin is left out.
 */
export const Bulletin = v.looseObject({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  content: v.string(),
  /** Publish time, ms. */
  publishTime: v.nullish(v.number()),
  /** 1 notice, 2 maintenance, 3 match change, 4 result, 5 rules. */
  type: v.nullish(v.number()),
  /** Pinned (listTop returns the pinned ones). */
  top: unread(v.boolean()),
});
export type Bulletin = v.InferOutput<typeof Bulletin>;

export const BulletinPage = providerPage(Bulletin);
export type BulletinPage = v.InferOutput<typeof BulletinPage>;

export function listTop(client: ProviderClient, signal?: AbortSignal): Promise<Bulletin[]> {
  return client.post('/v1/bulletin/listTop', {}, recordList(Bulletin), signal);
}

export function listPage(
  client: ProviderClient,
  query: { current?: number; size?: number } = {},
  signal?: AbortSignal,
): Promise<BulletinPage> {
  return client.post('/v1/bulletin/listPage', { current: 1, size: 20, ...query }, BulletinPage, signal);
}
