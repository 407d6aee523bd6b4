import * as v from 'valibot';
import { recordList } from '../record-list';
import type { SiteClient } from '../site-client';

/** Gifts (docs/chat-protocol.md): the list, and sending one (the server debits and announces). */

export const Gift = v.object({
  id: v.number(),
  name: v.string(),
  /** In the user's currency units. */
  price: v.number(),
  big: v.optional(v.boolean(), false),
  icon: v.optional(v.string(), ''),
});
export type Gift = v.InferOutput<typeof Gift>;

export const GiftSent = v.object({
  messageId: v.optional(v.string()),
  giftId: v.number(),
  count: v.number(),
  price: v.number(),
  balance: v.number(),
});
export type GiftSent = v.InferOutput<typeof GiftSent>;

export interface SendGift {
  giftId: number;
  count: number;
  roomId: string;
  presenterId: string;
}

export function createGiftApi(client: SiteClient) {
  return {
    list: () => client.request({ method: 'POST', url: '/api/live/gift/list', data: {}, schema: recordList(Gift) }),
    send: (gift: SendGift) =>
      client.request({ method: 'POST', url: '/api/live/gift/save', data: { ...gift }, schema: GiftSent }),
  };
}
export type GiftApi = ReturnType<typeof createGiftApi>;
