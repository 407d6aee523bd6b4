// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import en from '../../../../locales/en/live-chat.json';
import type { BanInfo } from '../../../api/live/ban-api';
import type { Gift } from '../../../api/live/gift-api';
import type { LiveChatServices } from '../../../machines/live-chat/create-live-chat';
import { ChatError, type ChatMessage, type ChatState, type ChatTransport } from '../../../streams/chat/chat-transport';
import {
  EVENT as TENCENT_EVENT,
  TYPES as TENCENT_TYPES,
  fakeTencentModule,
} from '../../../../tests/support/fake-tencent-chat';
import { createRoomChatHub } from '../../../streams/chat/room-chat-hub';
import { createRoomChatRegistry } from '../../../streams/chat/room-chat-registry';
import { createTencentChatTransport } from '../../../streams/chat/tencent-chat-transport';
import type { RoomSystemEvent } from '../../../streams/room-events';
import { ServicesContext, type AppServices } from '../../app-services';
import RoomGifts from '../gifts/room-gifts';
import RoomChat from './room-chat';
import { inEnglish } from '../../../../tests/support/component-test-kit';

/**
 * The room's chat and gifts as a user meets them, with a fake transport (Subjects) behind the real
 * room hub, timeline, buffer and charts, and fake site calls. The socket transport against a real
 * simulator is covered in tests/integration/socket-chat-transport.test.ts; the browser specs come
 * with the room page (docs/chat-protocol.md, "Browser tests to add").
 */

inEnglish({ 'live-chat': en });

class FakeTransport implements ChatTransport {
  readonly state = new BehaviorSubject<ChatState>({ status: 'idle' });
  readonly incoming = new Subject<readonly ChatMessage[]>();
  readonly online = new Subject<number>();
  readonly sent: string[] = [];
  failNext: ChatError | null = null;
  joins = 0;
  leaves = 0;
  messages$ = this.incoming.asObservable();
  state$ = this.state.asObservable();
  online$ = this.online.asObservable();
  async join() {
    this.joins += 1;
    this.state.next({ status: 'ready' });
  }
  async leave() {
    this.leaves += 1;
    this.state.next({ status: 'closed' });
  }
  async sendText(text: string, clientId: string): Promise<ChatMessage> {
    this.sent.push(text);
    if (this.failNext) {
      const e = this.failNext;
      this.failNext = null;
      throw e;
    }
    return {
      kind: 'text',
      id: `srv-${clientId}`,
      roomId: 'r1',
      at: Date.now(),
      from: { userId: 'demo', nick: 'Demo' },
      text,
      high: false,
      clientId,
    };
  }
}

const GIFTS: Gift[] = [
  { id: 1, name: 'Rose', price: 1000, big: false, icon: 'rose' },
  { id: 4, name: 'Trophy', price: 100000, big: true, icon: 'trophy' },
];

function setup(
  options: {
    ban?: BanInfo | (() => BanInfo);
    words?: string[];
    slowModeSeconds?: number;
    transport?: ChatTransport;
  } = {},
) {
  const fake = new FakeTransport();
  const transport = options.transport ?? fake;
  const sentGifts: Array<{ giftId: number; count: number }> = [];
  let refreshed = 0;
  const live = {
    chat: {
      config: async () => ({
        slowModeSeconds: options.slowModeSeconds ?? 0,
        maxLength: 50,
        maxBytes: 12288,
        enabled: true,
      }),
      sensitiveWords: async () => options.words ?? ['scammer'],
      signature: async () => ({ userId: 'demo', userSig: 's', sdkAppId: 0, expireAt: 0 }),
      saveShieldedWords: async () => ({ words: [] }),
    },
    bans: {
      info: async () => (typeof options.ban === 'function' ? options.ban() : (options.ban ?? { banned: false })),
    },
    gifts: {
      list: async () => GIFTS,
      send: async (g: { giftId: number; count: number }) => {
        sentGifts.push(g);
        return { giftId: g.giftId, count: g.count, price: 1000 * g.count, balance: 50_000 - 1000 * g.count };
      },
    },
    rooms: createRoomChatRegistry(async (room) => createRoomChatHub(transport, room), 0),
    me: () => ({ userId: 'demo', nick: 'Demo' }),
    refreshBalance: () => void (refreshed += 1),
  } as unknown as LiveChatServices;
  const session = createActor(
    createMachine({ context: { user: { userName: 'demo', regCurrency: 'VND' }, balance: 50_000 } }),
  ).start();
  const services = {
    liveChat: async () => live,
    session,
    variant: { defaultCurrency: 'VND' },
  } as unknown as AppServices;
  const system$ = new Subject<RoomSystemEvent>();
  const ui = render(
    <ServicesContext.Provider value={services}>
      <RoomChat roomId="r1" streamId="s1" presenterId="p1" systemEvents$={system$} />
      <RoomGifts roomId="r1" streamId="s1" presenterId="p1" />
    </ServicesContext.Provider>,
  );
  const say = (id: string, text: string, at = Date.now(), from = 'Sam') =>
    act(() =>
      fake.incoming.next([
        { kind: 'text', id, roomId: 'r1', at, from: { userId: from.toLowerCase(), nick: from }, text, high: false },
      ]),
    );
  return { ui, transport: fake, system$, say, sentGifts, refreshed: () => refreshed };
}

const input = () => screen.getByRole('textbox', { name: 'Your message' });
const list = () => screen.getByRole('log', { name: 'Chat messages' });
const ready = () => waitFor(() => expect((input() as HTMLInputElement).disabled).toBe(false), { timeout: 5_000 });

describe('room chat', () => {
  it('shows what others say as text (never HTML), and one own message at once, sent', async () => {
    const t = setup();
    await ready();
    t.say('m1', '<img src=x onerror=alert(1)> hello');
    await waitFor(() => expect(within(list()).getByText('<img src=x onerror=alert(1)> hello')).toBeTruthy());
    expect(list().querySelector('img')).toBeNull();
    fireEvent.change(input(), { target: { value: 'my line' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(within(list()).getByText('my line')).toBeTruthy();
    expect(input()).toHaveProperty('value', '');
    await waitFor(() => expect(within(list()).queryByText('Sending…')).toBeNull());
    expect(t.transport.sent).toEqual(['my line']);
  });

  it('refuses a sensitive word before sending, and marks a message the server refused with the reason', async () => {
    const t = setup();
    await ready();
    fireEvent.change(input(), { target: { value: 'you scammer' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(screen.getByText('“scammer” is not allowed in the chat.')).toBeTruthy();
    expect(t.transport.sent).toEqual([]);
    expect(input()).toHaveProperty('value', 'you scammer');
    t.transport.failNext = new ChatError('sensitive', 'refused', 80001);
    fireEvent.change(input(), { target: { value: 'a new bad word' } });
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByText('Not sent: contains a blocked word')).toBeTruthy());
  });

  it('a banned user sees why and until when and cannot send', async () => {
    const until = Date.now() + 3_600_000;
    setup({ ban: { banned: true, reason: 'spam', until, roomId: '', presenterId: 'p1' } });
    await waitFor(() => expect(screen.getByText(/You are muted until .*Reason: spam/)).toBeTruthy());
    expect((input() as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("through Tencent Cloud Chat (a fake SDK): a mute tip about me disables the input with banInfo's reason; its end restores it", async () => {
    const { module, instances } = fakeTencentModule();
    const transport = createTencentChatTransport({
      sdk: async () => module,
      sdkAppId: 1400000001,
      credentials: {
        signature: async () => ({ userId: 'demo', userSig: 's', sdkAppId: 1400000001, expireAt: Date.now() + 1e6 }),
        token: () => 't',
      },
      onlineEveryMs: 60_000,
    });
    let ban: BanInfo = { banned: false };
    setup({ transport, ban: () => ban });
    await ready();
    const tip = (id: string, muteTime: number) =>
      act(() =>
        instances[0]!.emit(TENCENT_EVENT.MESSAGE_RECEIVED, [
          {
            ID: id,
            type: TENCENT_TYPES.MSG_GRP_TIP,
            payload: { operationType: 7, memberList: [{ userID: 'demo', muteTime }] },
            from: '@TIM#SYSTEM',
            to: 'r1',
            time: Math.floor(Date.now() / 1000),
          },
        ]),
      );
    ban = { banned: true, reason: 'spam', until: Date.now() + 600_000, roomId: 'r1', presenterId: 'p1' };
    tip('t1', 600);
    await waitFor(() => expect(screen.getByText(/You are muted until .*Reason: spam/)).toBeTruthy());
    expect((input() as HTMLInputElement).disabled).toBe(true);
    ban = { banned: false };
    tip('t2', 0);
    await ready();
    expect(screen.queryByText(/You are muted/)).toBeNull();
  });

  it('puts a goal among the messages in order of time', async () => {
    const t = setup();
    await ready();
    const now = Date.now();
    t.say('m1', 'before', now - 2000);
    t.say('m2', 'after', now);
    act(() => t.system$.next({ kind: 'goal', id: 'g1', at: now - 1000, side: 'home', score: '1:0' }));
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Sambefore', 'Goal for the home side! 1:0', 'Samafter']),
    );
  });

  it('renders at most 200 messages however many arrive, in ten-a-second batches', async () => {
    const t = setup();
    await ready();
    act(() =>
      t.transport.incoming.next(
        Array.from({ length: 500 }, (_, i) => ({
          kind: 'text' as const,
          id: `x${i}`,
          roomId: 'r1',
          at: i,
          from: { userId: 'b', nick: 'B' },
          text: `n${i}`,
          high: false,
        })),
      ),
    );
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(200));
    expect(within(list()).getByText('n499')).toBeTruthy();
    expect(within(list()).queryByText('n299')).toBeNull();
  });

  it('offers "new messages" instead of scrolling when the reader has scrolled up, and never reads the list’s layout', async () => {
    // jsdom has no IntersectionObserver: a fake one, driven by the test, stands for the sentinel below the last line.
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const t = setup();
      await ready();
      const el = list();
      let layoutReads = 0;
      for (const prop of ['scrollHeight', 'clientHeight', 'offsetHeight']) {
        Object.defineProperty(el, prop, { configurable: true, get: () => ((layoutReads += 1), 1000) });
      }
      const sentinel = (isIntersecting: boolean) =>
        act(() => observers.forEach((callback) => callback([{ isIntersecting }])));
      expect(observers.length).toBeGreaterThan(0);
      // At the bottom: new lines need nothing from the script (column-reverse keeps them in view).
      sentinel(true);
      t.say('m0', 'at the bottom');
      await waitFor(() => expect(within(el).getByText('at the bottom')).toBeTruthy());
      expect(screen.queryByRole('button', { name: 'New messages ↓' })).toBeNull();
      // Scrolled up: the sentinel is out of view, a new line offers the way down.
      sentinel(false);
      // jsdom does not scroll: a property stands for the scroller's offset (negative: above the bottom).
      let offset = -300;
      Object.defineProperty(el, 'scrollTop', {
        configurable: true,
        get: () => offset,
        set: (v: number) => void (offset = v),
      });
      t.say('m1', 'while reading');
      const button = await screen.findByRole('button', { name: 'New messages ↓' });
      fireEvent.click(button);
      expect(screen.queryByRole('button', { name: 'New messages ↓' })).toBeNull();
      expect(offset).toBe(0);
      expect(layoutReads).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when the chat was opened elsewhere, and reconnects on request', async () => {
    const t = setup();
    await ready();
    act(() => t.transport.state.next({ status: 'kicked', reason: 'other-device' }));
    expect(await screen.findByText('You opened the chat elsewhere, so it closed here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await ready();
    expect(t.transport.joins).toBeGreaterThanOrEqual(2);
  });

  it('sends a gift, refreshes the balance, and animates the announcement as xN', async () => {
    const t = setup();
    await ready();
    const rose = await screen.findByRole('radio', { name: /Rose/ });
    fireEvent.click(rose);
    fireEvent.change(screen.getByRole('combobox', { name: 'Count' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: /Send Rose/ }));
    await waitFor(() => expect(t.refreshed()).toBe(1));
    expect(t.sentGifts).toEqual([{ giftId: 1, count: 10, roomId: 'r1', presenterId: 'p1' }]);
    const gift = (id: string, count: number): ChatMessage => ({
      kind: 'gift',
      id,
      roomId: 'r1',
      at: Date.now(),
      from: { userId: 'demo', nick: 'Demo' },
      gift: { type: 'gift', giftId: 1, giftName: 'Rose', count, value: 1000 * count, big: false },
      high: true,
    });
    act(() => t.transport.incoming.next([gift('a', 10)]));
    act(() => t.transport.incoming.next([gift('b', 5)]));
    await waitFor(() => expect(screen.getByText('Demo sent Rose x15')).toBeTruthy());
  });

  it('names a gift in the viewer’s language, whatever the sender’s (line and banner)', async () => {
    const t = setup();
    await ready();
    // Sent by a Vietnamese viewer: giftName is theirs; this viewer reads English.
    const names = { 'zh-cn': '玫瑰', en: 'Rose', vi: 'Hoa hồng', th: 'กุหลาบ' };
    act(() =>
      t.transport.incoming.next([
        {
          kind: 'gift',
          id: 'g1',
          roomId: 'r1',
          at: Date.now(),
          from: { userId: 'tuan', nick: 'Tuấn' },
          gift: { type: 'gift', giftId: 1, giftName: 'Hoa hồng', giftNames: names, count: 3, value: 3000, big: false },
          high: true,
        },
      ]),
    );
    await waitFor(() => expect(within(list()).getByText('Tuấn sent Rose x3')).toBeTruthy());
    expect(screen.getByText('Tuấn sent Rose x3', { selector: '.gift-banner__text' })).toBeTruthy();
    expect(screen.queryByText(/Hoa hồng/)).toBeNull();
  });

  it('leaves the room when both parts unmount', async () => {
    const t = setup();
    await ready();
    t.ui.unmount();
    await vi.waitFor(() => expect(t.transport.leaves).toBe(1));
  });
});
