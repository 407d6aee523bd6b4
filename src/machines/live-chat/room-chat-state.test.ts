import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { BanInfo } from '../../api/live/ban-api';
import type { ChatMessage } from '../../streams/chat/chat-transport';
import type { LiveChatEvent, RoomSetup } from './live-chat-context';
import { liveChatMachine } from './live-chat.machine';

/** What the chat chart holds besides its states (moved out of the chat panel): the buffer, the draft, the online count, join or rejoin. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const NOW = 1_800_000_000_000;
const text = (id: string, body: string): ChatMessage => ({
  kind: 'text',
  id,
  roomId: 'r1',
  at: NOW,
  from: { userId: 'ann', nick: 'Ann' },
  text: body,
  high: false,
});

function start() {
  const joins: boolean[] = [];
  let toChart: ((e: LiveChatEvent) => void) | null = null;
  let reply: ((e: LiveChatEvent) => void) | null = null;
  const actor = createActor(
    liveChatMachine.provide({
      actors: {
        loadRoom: fromPromise<RoomSetup, { roomId: string; presenterId: string }>(async () => ({
          config: { slowModeSeconds: 0, maxLength: 20, maxBytes: 12288, enabled: true },
          words: ['scammer'],
          ban: { banned: false } as BanInfo,
        })),
        joinRoom: fromPromise(async ({ input }) => void joins.push(input.rejoin)),
        transportState: fromCallback(({ sendBack }) => {
          toChart = sendBack;
        }),
        sendMessage: fromCallback(({ sendBack }) => {
          reply = sendBack;
        }),
      },
    }),
    {
      input: {
        roomId: 'r1',
        presenterId: 'p1',
        me: { userId: 'demo', nick: 'Demo' },
        now: () => NOW,
        makeId: () => 'k1',
      },
    },
  );
  const shown: string[] = [];
  actor.on('ownShown', () => shown.push(actor.getSnapshot().context.draft));
  actor.start();
  return {
    actor,
    joins,
    shown,
    ctx: () => actor.getSnapshot().context,
    transport: (e: LiveChatEvent) => toChart?.(e),
    reply: (e: LiveChatEvent) => reply?.(e),
  };
}

describe('live chat chart: buffer, draft, online, join', () => {
  it('an accepted send shows the own line, clears the draft, tells the view; the answer marks it', async () => {
    const c = start();
    await vi.advanceTimersByTimeAsync(0);
    c.actor.send({ type: 'EDIT', text: 'hello' });
    expect(c.ctx().draft).toBe('hello');
    c.actor.send({ type: 'SEND', text: c.ctx().draft });
    expect(c.ctx().draft).toBe('');
    expect(c.shown).toEqual(['']);
    expect(c.ctx().buffer.lines.map((l) => l.key)).toEqual(['own:k1']);
    c.reply({ type: 'SEND_FAILED', clientId: 'k1', code: 'network' });
    expect(c.ctx().buffer.lines[0]).toMatchObject({ own: { clientId: 'k1', status: 'failed', code: 'network' } });
  });

  it('a refused send keeps the draft; editing it takes the refusal away', async () => {
    const c = start();
    await vi.advanceTimersByTimeAsync(0);
    c.actor.send({ type: 'EDIT', text: 'scammer' });
    c.actor.send({ type: 'SEND', text: c.ctx().draft });
    expect(c.ctx().refusal).toEqual({ reason: 'sensitive', word: 'scammer' });
    expect(c.ctx().draft).toBe('scammer');
    c.actor.send({ type: 'EDIT', text: 'scamme' });
    expect(c.ctx().refusal).toBeNull();
  });

  it('takes the timeline batches and the online count in any state', () => {
    const c = start();
    c.actor.send({ type: 'TIMELINE', items: [{ kind: 'chat', id: 'c:1', at: NOW, message: text('1', 'hi') }] });
    c.actor.send({ type: 'ONLINE', count: 7 });
    expect(c.ctx().buffer.lines).toHaveLength(1);
    expect(c.ctx().online).toBe(7);
  });

  it('joins the first time and rejoins after a kick', async () => {
    const c = start();
    await vi.advanceTimersByTimeAsync(0);
    c.transport({ type: 'TRANSPORT', state: { status: 'kicked', reason: 'kicked' } });
    c.actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.joins).toEqual([false, true]);
  });
});
