import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { BanInfo } from '../../api/live/ban-api';
import type { ChatErrorCode, ChatState } from '../../streams/chat/chat-transport';
import type { LiveChatEvent, RoomSetup, SendText } from './live-chat-context';
import { liveChatMachine } from './live-chat.machine';

/** The chat chart with its effects provided by the test: no transport, no network. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const NOW = 1_800_000_000_000;

function start(
  options: { setup?: Partial<RoomSetup>; loadFails?: boolean; joinFails?: ChatErrorCode; ban?: BanInfo } = {},
) {
  const shown: string[] = [];
  const marks: string[] = [];
  const sent: SendText[] = [];
  let transport: ((e: LiveChatEvent) => void) | null = null;
  let reply: ((e: LiveChatEvent) => void) | null = null;
  let ids = 0;
  const actor = createActor(
    liveChatMachine.provide({
      actors: {
        loadRoom: fromPromise(async () => {
          if (options.loadFails) throw new Error('down');
          return {
            config: { slowModeSeconds: 2, maxLength: 20, maxBytes: 12288, enabled: true },
            words: ['scammer', '骗子'],
            ban: { banned: false } as BanInfo,
            ...options.setup,
          };
        }),
        joinRoom: fromPromise(async () => {
          if (options.joinFails) throw Object.assign(new Error('no'), { code: options.joinFails });
        }),
        checkBan: fromPromise(async () => options.ban ?? ({ banned: false } as BanInfo)),
        transportState: fromCallback(({ sendBack }) => {
          transport = sendBack;
        }),
        sendMessage: fromCallback<SendText>(({ sendBack, receive }) => {
          reply = sendBack;
          receive((e) => sent.push(e));
        }),
      },
      actions: {
        showOwn: (_, { message }) => shown.push(message.kind === 'text' ? message.text : ''),
        markOwn: (_, p) => marks.push(`${p.clientId}:${p.status}${p.code ? `:${p.code}` : ''}`),
      },
    }),
    {
      input: {
        roomId: 'r1',
        presenterId: 'p1',
        me: { userId: 'demo', nick: 'Demo' },
        now: () => Date.now(),
        makeId: () => `k${++ids}`,
      },
    },
  );
  actor.start();
  return {
    actor,
    shown,
    marks,
    sent,
    transport: (state: ChatState) => transport?.({ type: 'TRANSPORT', state }),
    reply: (e: LiveChatEvent) => reply?.(e),
    value: () => actor.getSnapshot().value,
    ctx: () => actor.getSnapshot().context,
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('live chat chart', () => {
  beforeEach(() => vi.setSystemTime(NOW));

  it('loads the room, joins and sends: the own message shows at once and is marked by the answer', async () => {
    const c = start();
    await settle();
    expect(c.value()).toEqual({ online: { composer: 'idle', ban: 'free' } });
    c.actor.send({ type: 'SEND', text: '  hello  ' });
    expect(c.shown).toEqual(['hello']);
    expect(c.sent).toEqual([{ type: 'SEND_TEXT', clientId: 'k1', text: 'hello' }]);
    c.reply({
      type: 'SENT',
      clientId: 'k1',
      message: {
        kind: 'text',
        id: 'srv1',
        roomId: 'r1',
        at: NOW,
        from: { userId: 'demo', nick: 'Demo' },
        text: 'hello',
        high: false,
      },
    });
    expect(c.marks).toEqual(['k1:sent']);
  });

  it('refuses before sending: empty, too long, a sensitive word (which one), and says so', async () => {
    const c = start();
    await settle();
    c.actor.send({ type: 'SEND', text: '   ' });
    expect(c.ctx().refusal).toEqual({ reason: 'empty' });
    c.actor.send({ type: 'SEND', text: 'x'.repeat(21) });
    expect(c.ctx().refusal).toEqual({ reason: 'too-long' });
    c.actor.send({ type: 'SEND', text: '他是骗子' });
    expect(c.ctx().refusal).toEqual({ reason: 'sensitive', word: '骗子' });
    c.actor.send({ type: 'SEND', text: 'You SCAMMER' });
    expect(c.ctx().refusal).toEqual({ reason: 'sensitive', word: 'scammer' });
    expect(c.sent).toEqual([]);
    expect(c.shown).toEqual([]);
    c.actor.send({ type: 'DISMISS' });
    expect(c.ctx().refusal).toBeNull();
  });

  it('counts the slow mode down and refuses sends meanwhile', async () => {
    const c = start();
    await settle();
    c.actor.send({ type: 'SEND', text: 'one' });
    expect(c.ctx().cooldownLeft).toBe(2);
    c.actor.send({ type: 'SEND', text: 'two' });
    expect(c.ctx().refusal).toEqual({ reason: 'slow-mode' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.ctx().cooldownLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(c.value()).toEqual({ online: { composer: 'idle', ban: 'free' } });
    c.actor.send({ type: 'SEND', text: 'three' });
    expect(c.sent.map((s) => s.text)).toEqual(['one', 'three']);
  });

  it('a banned user sees why and until when, cannot send, and may send once the ban ends', async () => {
    const until = NOW + 5_000;
    const c = start({ setup: { ban: { banned: true, reason: 'spam', until, roomId: '', presenterId: 'p1' } } });
    await settle();
    expect(c.value()).toEqual({ online: { composer: 'idle', ban: 'banned' } });
    expect(c.ctx().ban).toEqual({ reason: 'spam', until });
    c.actor.send({ type: 'SEND', text: 'hi' });
    expect(c.ctx().refusal).toEqual({ reason: 'banned' });
    expect(c.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(c.value()).toEqual({ online: { composer: 'idle', ban: 'free' } });
    c.actor.send({ type: 'SEND', text: 'hi' });
    expect(c.sent).toHaveLength(1);
  });

  it('a send answered "muted" marks the message and asks banInfo why', async () => {
    const c = start({ ban: { banned: true, reason: 'abuse', until: 0, roomId: 'r1', presenterId: 'p1' } });
    await settle();
    c.actor.send({ type: 'SEND', text: 'hi' });
    c.reply({ type: 'SEND_FAILED', clientId: 'k1', code: 'muted' });
    expect(c.marks).toEqual(['k1:failed:muted']);
    await settle();
    expect(c.value()).toMatchObject({ online: { ban: 'banned' } });
    expect(c.ctx().ban).toEqual({ reason: 'abuse', until: 0 });
  });

  it('follows the transport: reconnecting, kicked, failed; RETRY joins again', async () => {
    const c = start();
    await settle();
    c.transport({ status: 'reconnecting', reason: 'network' });
    expect(c.ctx().connection).toEqual({ status: 'reconnecting', reason: 'network' });
    c.actor.send({ type: 'SEND', text: 'hello' });
    expect(c.ctx().refusal).toEqual({ reason: 'offline' });
    c.transport({ status: 'ready' });
    c.transport({ status: 'kicked', reason: 'other-device' });
    expect(c.value()).toBe('kicked');
    expect(c.ctx().failure).toBe('other-device');
    c.actor.send({ type: 'RETRY' });
    await settle();
    expect(c.value()).toMatchObject({ online: { composer: 'idle' } });
    c.transport({ status: 'error', code: 'room-gone' });
    expect(c.value()).toBe('failed');
    expect(c.ctx().failure).toBe('room-gone');
  });

  it('still joins when the room setup cannot be loaded; a failed join says why', async () => {
    const c = start({ loadFails: true });
    await settle();
    expect(c.value()).toMatchObject({ online: { composer: 'idle' } });
    const d = start({ joinFails: 'signature-expired' });
    await settle();
    expect(d.value()).toBe('failed');
    expect(d.ctx().failure).toBe('signature-expired');
  });
});
