import { useEffect, useState } from 'react';
import { arrive, emptyGiftQueue, nextChangeAt, settle, type GiftQueue } from '../../../machines/live-gifts/gift-queue';
import type { RoomChatHub } from '../../../streams/chat/room-chat-hub';

/** True when the user asked for less motion; follows changes. */
export function useReducedMotion(): boolean {
  const query =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-reduced-motion: reduce)')
      : null;
  const [reduced, setReduced] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, [query]);
  return reduced;
}

/**
 * The room's gift announcements (from the shared timeline) through the animation queue. One timer,
 * set to the next moment something leaves the screen, and none while nothing shows.
 */
export function useGiftQueue(hub: RoomChatHub, reducedMotion: boolean, now: () => number = Date.now): GiftQueue {
  const [queue, setQueue] = useState<GiftQueue>(emptyGiftQueue);
  useEffect(() => {
    const sub = hub.gifts$.subscribe((gifts) =>
      setQueue((q) =>
        gifts.reduce(
          (acc, g) =>
            arrive(
              acc,
              {
                id: g.id,
                senderId: g.from.userId,
                senderNick: g.from.nick,
                giftId: g.gift.giftId,
                giftName: g.gift.giftName,
                giftNames: g.gift.giftNames,
                count: g.gift.count,
                value: g.gift.value,
                big: g.gift.big,
              },
              now(),
              { reducedMotion },
            ),
          q,
        ),
      ),
    );
    return () => sub.unsubscribe();
  }, [hub, reducedMotion, now]);
  const next = nextChangeAt(queue);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setQueue((q) => settle(q, now())), Math.max(0, next - now()));
    return () => clearTimeout(timer);
  }, [next, now]);
  return queue;
}
