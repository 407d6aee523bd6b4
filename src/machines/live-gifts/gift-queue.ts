/**
 * The gift animation queue as a pure reducer (docs/chat-protocol.md, "Limits and rules"): the same sender
 * and gift within COMBO_MS merge into one item shown "xN"; big effects play one at a time on the
 * stage; small ones show as banners in a few lanes; what waits is capped, and when it overflows
 * the lowest-value item goes first (the oldest of equal value). With reduced motion, big effects
 * show as banners too (no full-screen effect). Time is passed in, so tests need no clock.
 */

export const COMBO_MS = 3_000;
export const BIG_MS = 3_500;
export const BANNER_MS = 2_500;
export const LANES = 2;
export const MAX_BACKLOG = 20;

export interface GiftArrival {
  /** The announcement's id (a gift shown once, however often it arrives). */
  id: string;
  senderId: string;
  senderNick: string;
  giftId: number;
  /** In the sender's language; the view shows `giftNames` in the viewer's (gift-name.ts). */
  giftName: string;
  giftNames?: Readonly<Record<string, string>>;
  count: number;
  value: number;
  big: boolean;
}

/** A gift on screen or waiting for a lane: its arrivals combined, `count` the combo so far (the view says "xN"). */
export interface GiftShow extends Omit<GiftArrival, 'id'> {
  key: string;
  /** When the last part of the combo arrived. */
  lastAt: number;
  /** When it leaves the screen; 0 while it waits. */
  endsAt: number;
}

export interface GiftQueue {
  stage: GiftShow | null;
  banners: readonly GiftShow[];
  backlog: readonly GiftShow[];
  /** Announcement ids seen lately (bounded), so a repeated delivery is not a combo. */
  seen: readonly string[];
  dropped: number;
}

export const emptyGiftQueue: GiftQueue = { stage: null, banners: [], backlog: [], seen: [], dropped: 0 };

export interface QueueOptions {
  reducedMotion?: boolean;
  maxBacklog?: number;
}

const comboOf = (show: GiftShow, gift: GiftArrival, now: number) =>
  show.senderId === gift.senderId && show.giftId === gift.giftId && now - show.lastAt <= COMBO_MS;

function merge(show: GiftShow, gift: GiftArrival, now: number, duration: number): GiftShow {
  return {
    ...show,
    count: show.count + gift.count,
    value: show.value + gift.value,
    lastAt: now,
    endsAt: show.endsAt > 0 ? Math.max(show.endsAt, now + duration) : 0,
  };
}

/** The list with the gift merged into its combo, or null when none of the list is one. */
function mergeInto(
  list: readonly GiftShow[],
  gift: GiftArrival,
  now: number,
  duration: number,
): readonly GiftShow[] | null {
  const at = list.findIndex((b) => comboOf(b, gift, now));
  return at < 0 ? null : list.map((b, i) => (i === at ? merge(b, gift, now, duration) : b));
}

/** A gift announced in the room. */
export function arrive(queue: GiftQueue, gift: GiftArrival, now: number, options: QueueOptions = {}): GiftQueue {
  if (queue.seen.includes(gift.id)) return queue;
  const seen = [...queue.seen.slice(-99), gift.id];
  const big = gift.big && !options.reducedMotion;
  if (queue.stage && comboOf(queue.stage, gift, now))
    return settle({ ...queue, seen, stage: merge(queue.stage, gift, now, BIG_MS) }, now, options);
  // A combo with a banner on screen or an item still waiting: merged where it is.
  const banners = mergeInto(queue.banners, gift, now, BANNER_MS);
  if (banners) return settle({ ...queue, seen, banners }, now, options);
  const waiting = mergeInto(queue.backlog, gift, now, 0);
  if (waiting) return settle({ ...queue, seen, backlog: waiting }, now, options);
  const { id: key, senderId, senderNick, giftId, giftName, giftNames, count, value } = gift;
  const show: GiftShow = {
    key,
    senderId,
    senderNick,
    giftId,
    giftName,
    ...(giftNames ? { giftNames } : {}),
    count,
    value,
    big,
    lastAt: now,
    endsAt: 0,
  };
  let backlog = [...queue.backlog, show];
  let dropped = queue.dropped;
  const max = options.maxBacklog ?? MAX_BACKLOG;
  while (backlog.length > max) {
    // The lowest value goes first; of equal value, the oldest (first in the list).
    let low = 0;
    backlog.forEach((b, i) => {
      if (b.value < (backlog[low] as GiftShow).value) low = i;
    });
    backlog = backlog.filter((_, i) => i !== low);
    dropped += 1;
  }
  return settle({ ...queue, seen, backlog, dropped }, now, options);
}

/** Time passes: what has finished leaves, and waiting items take the free stage and lanes (in arrival order). */
export function settle(queue: GiftQueue, now: number, _options: QueueOptions = {}): GiftQueue {
  let stage = queue.stage && queue.stage.endsAt > now ? queue.stage : null;
  const banners = queue.banners.filter((b) => b.endsAt > now);
  const backlog: GiftShow[] = [];
  for (const item of queue.backlog) {
    if (item.big && !stage) stage = { ...item, endsAt: now + BIG_MS };
    else if (!item.big && banners.length < LANES) banners.push({ ...item, endsAt: now + BANNER_MS });
    else backlog.push(item);
  }
  const same =
    stage === queue.stage && banners.length === queue.banners.length && backlog.length === queue.backlog.length;
  return same ? queue : { ...queue, stage, banners, backlog };
}

/** When something next changes on its own (for the view's timer); null when nothing is showing. */
export function nextChangeAt(queue: GiftQueue): number | null {
  const ends = [queue.stage?.endsAt ?? Infinity, ...queue.banners.map((b) => b.endsAt)];
  const next = Math.min(...ends);
  return Number.isFinite(next) ? next : null;
}
