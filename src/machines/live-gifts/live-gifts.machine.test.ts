import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import { LIVE_CHAT_CODES } from '../../api/live/chat-codes';
import type { Gift } from '../../api/live/gift-api';
import { liveGiftsMachine } from './live-gifts.machine';

const GIFTS: Gift[] = [
  { id: 1, name: 'Rose', price: 1000, big: false, icon: 'rose' },
  { id: 6, name: 'Stadium', price: 2_000_000, big: true, icon: 'stadium' },
];

function start(balance: number) {
  let refreshed = 0;
  let left = balance;
  const actor = createActor(
    liveGiftsMachine.provide({
      actors: {
        loadGifts: fromPromise(async () => GIFTS),
        sendGift: fromPromise(async ({ input }) => {
          const price = (GIFTS.find((g) => g.id === input.giftId)?.price ?? 0) * input.count;
          if (price > left) throw new ApiError('server', 'Insufficient balance', { code: LIVE_CHAT_CODES.lowBalance });
          left -= price;
          return { giftId: input.giftId, count: input.count, price, balance: left };
        }),
      },
      actions: { refreshBalance: () => void (refreshed += 1) },
    }),
    { input: { roomId: 'r', presenterId: 'p' } },
  ).start();
  return { actor, refreshed: () => refreshed };
}

describe('live gifts chart', () => {
  it('sends the selected gift and refreshes the balance', async () => {
    const g = start(10_000);
    await waitFor(g.actor, (s) => s.matches('ready'));
    expect(g.actor.getSnapshot().context.selected).toBe(1);
    g.actor.send({ type: 'SEND', count: 3 });
    await waitFor(g.actor, (s) => s.matches('ready') && s.context.lastSent !== null);
    expect(g.actor.getSnapshot().context.lastSent).toMatchObject({ count: 3, balance: 7000 });
    expect(g.refreshed()).toBe(1);
  });

  it('says low balance when the server refuses for it, and refreshes nothing', async () => {
    const g = start(10_000);
    await waitFor(g.actor, (s) => s.matches('ready'));
    g.actor.send({ type: 'SELECT', giftId: 6 });
    g.actor.send({ type: 'SEND', count: 1 });
    await waitFor(g.actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(g.actor.getSnapshot().context.failure).toBe('low-balance');
    expect(g.refreshed()).toBe(0);
  });
});
