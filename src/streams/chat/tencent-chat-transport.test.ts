import { describe, expect, it, vi } from 'vitest';
import { ChatError, type ChatMessage, type ChatState } from './chat-transport';
import { createTencentChatTransport, type TencentChat, type TencentChatModule } from './tencent-chat-transport';

/**
 * The Tencent transport against a fake SDK object (never the network: the real `create()` opens a
 * WebSocket at once). The fake keeps the SDK's event names and TYPES values, resolves login and
 * emits SDK_READY afterwards as the SDK does, and lets a test push MESSAGE_RECEIVED, KICKED_OUT and
 * NET_STATE_CHANGE, and make sendMessage fail with Tencent's codes.
 */

const EVENT = { SDK_READY: 'sdkStateReady', SDK_NOT_READY: 'sdkStateNotReady', MESSAGE_RECEIVED: 'onMessageReceived', KICKED_OUT: 'kickedOut', NET_STATE_CHANGE: 'netStateChange' };
const TYPES = {
  GRP_AVCHATROOM: 'AVChatRoom', CONV_GROUP: 'GROUP', MSG_TEXT: 'TIMTextElem', MSG_CUSTOM: 'TIMCustomElem', MSG_GRP_TIP: 'TIMGroupTipElem',
  MSG_PRIORITY_HIGH: 'High', MSG_PRIORITY_NORMAL: 'Normal', KICKED_OUT_USERSIG_EXPIRED: 'userSigExpired', KICKED_OUT_REST_API: 'REST_API_Kick',
  NET_STATE_CONNECTED: 'connected', NET_STATE_CONNECTING: 'connecting', NET_STATE_DISCONNECTED: 'disconnected',
};

class FakeChat implements TencentChat {
  readonly calls: string[] = [];
  private readonly handlers = new Map<string, Set<(e: { data: unknown }) => void>>();
  sendError: { code: number; message: string } | null = null;
  nextId = 1;
  on(event: string, handler: (e: { data: unknown }) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
  }
  off(event: string, handler: (e: { data: unknown }) => void) {
    this.handlers.get(event)?.delete(handler);
  }
  emit(event: string, data: unknown) {
    for (const h of [...(this.handlers.get(event) ?? [])]) h({ data });
  }
  listenerCount() {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0);
  }
  async login(o: { userID: string; userSig: string }) {
    this.calls.push(`login:${o.userID}:${o.userSig}`);
    setTimeout(() => this.emit(EVENT.SDK_READY, {}), 1);
    return {};
  }
  async logout() {
    this.calls.push('logout');
  }
  async destroy() {
    this.calls.push('destroy');
  }
  async joinGroup(o: { groupID: string; type: string }) {
    this.calls.push(`join:${o.groupID}:${o.type}`);
    if (o.groupID === 'gone') throw { code: 10015, message: 'group not found' };
    return {};
  }
  async quitGroup(id: string) {
    this.calls.push(`quit:${id}`);
  }
  createTextMessage(o: { to: string; payload: { text: string }; priority?: string; cloudCustomData?: string }) {
    return { ID: `m${this.nextId++}`, type: TYPES.MSG_TEXT, payload: o.payload, from: 'demo', nick: 'Demo', to: o.to, time: 1_700_000_000, priority: o.priority, cloudCustomData: o.cloudCustomData };
  }
  createCustomMessage(o: { to: string; payload: { data: string }; priority?: string; cloudCustomData?: string }) {
    return { ID: `m${this.nextId++}`, type: TYPES.MSG_CUSTOM, payload: o.payload, from: 'demo', nick: 'Demo', to: o.to, time: 1_700_000_000, priority: o.priority, cloudCustomData: o.cloudCustomData };
  }
  async sendMessage(message: unknown) {
    if (this.sendError) throw this.sendError;
    return { data: { message } };
  }
  async getGroupOnlineMemberCount() {
    return { data: { memberCount: 321 } };
  }
}

function setup() {
  const instances: FakeChat[] = [];
  const module: TencentChatModule = {
    create: vi.fn(() => {
      const chat = new FakeChat();
      instances.push(chat);
      return chat;
    }),
    EVENT,
    TYPES,
  };
  let sigs = 0;
  const transport = createTencentChatTransport({
    sdk: async () => module,
    sdkAppId: 1400000001,
    credentials: { signature: async () => ({ userId: 'demo', userSig: `sig${++sigs}`, sdkAppId: 1400000001, expireAt: Date.now() + 1e6 }), token: () => 't' },
    onlineEveryMs: 60_000,
  });
  const states: ChatState[] = [];
  transport.state$.subscribe((s) => states.push(s));
  const received: ChatMessage[] = [];
  transport.messages$.subscribe((batch) => received.push(...batch));
  const online: number[] = [];
  transport.online$.subscribe((n) => online.push(n));
  return { transport, module, instances, states, received, online, chat: () => instances[0] as FakeChat };
}

const text = (id: string, to: string, body: string, priority = 'Normal') => ({ ID: id, type: TYPES.MSG_TEXT, payload: { text: body }, from: 'sam', nick: 'Sam', to, time: 1_700_000_100, priority });

describe('Tencent chat transport (fake SDK)', () => {
  it('creates with the SDKAppID, logs in with the signature, waits for SDK_READY, joins an AVChatRoom', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    expect(t.module.create).toHaveBeenCalledWith({ SDKAppID: 1400000001 });
    expect(t.chat().calls).toEqual(['login:demo:sig1', 'join:room-1:AVChatRoom']);
    expect(t.states.map((s) => s.status)).toEqual(['idle', 'connecting', 'ready']);
    expect(t.online).toContain(321);
    await t.transport.leave();
  });

  it('delivers MESSAGE_RECEIVED arrays of this room only, as text, gifts and room events', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    const gift = { type: 'gift', giftId: 4, giftName: 'Trophy', count: 1, value: 100000, big: true };
    t.chat().emit(EVENT.MESSAGE_RECEIVED, [
      text('a', 'room-1', 'hello'),
      text('b', 'other-room', 'elsewhere'),
      { ID: 'c', type: TYPES.MSG_CUSTOM, payload: { data: JSON.stringify(gift) }, from: 'mia', nick: 'Mia', to: 'room-1', time: 1_700_000_101, priority: 'High' },
      { ID: 'd', type: TYPES.MSG_CUSTOM, payload: { data: '{not json' }, from: 'x', to: 'room-1', time: 1 },
      { ID: 'e', type: TYPES.MSG_GRP_TIP, payload: { operationType: 1, memberNum: 99 }, from: 'x', to: 'room-1', time: 1 },
    ]);
    expect(t.received.map((m) => m.id)).toEqual(['a', 'c']);
    expect(t.received[0]).toMatchObject({ kind: 'text', text: 'hello', at: 1_700_000_100_000, from: { nick: 'Sam' }, high: false });
    expect(t.received[1]).toMatchObject({ kind: 'gift', high: true, gift: { giftName: 'Trophy', big: true } });
    expect(t.online).toContain(99);
    await t.transport.leave();
  });

  it('sends text with the clientId and turns Tencent error codes into ours', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    const sent = await t.transport.sendText('hi', 'c-1');
    expect(sent).toMatchObject({ kind: 'text', text: 'hi', clientId: 'c-1', roomId: 'room-1' });
    const codes: Array<[number, string]> = [[10017, 'muted'], [10023, 'too-fast'], [10016, 'refused'], [80001, 'sensitive'], [10007, 'no-permission'], [10010, 'room-gone'], [10015, 'room-gone']];
    for (const [code, ours] of codes) {
      t.chat().sendError = { code, message: `error ${code}` };
      const error = await t.transport.sendText('x', 'c').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ChatError);
      expect((error as ChatError).code).toBe(ours);
      expect((error as ChatError).raw).toBe(code);
    }
    t.chat().sendError = null;
    const custom = await t.transport.sendCustom({ type: 'room', event: 'notice', text: 'half time' }, 'c-2');
    expect(custom).toMatchObject({ kind: 'room', event: 'notice', high: true });
    await t.transport.leave();
  });

  it('KICKED_OUT for an expired signature fetches a new one, logs in again and rejoins', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    t.chat().emit(EVENT.KICKED_OUT, { type: TYPES.KICKED_OUT_USERSIG_EXPIRED });
    await vi.waitFor(() => expect(t.states.at(-1)?.status).toBe('ready'));
    expect(t.states.map((s) => s.status)).toContain('reconnecting');
    expect(t.chat().calls).toEqual(['login:demo:sig1', 'join:room-1:AVChatRoom', 'login:demo:sig2', 'join:room-1:AVChatRoom']);
    await t.transport.leave();
  });

  it('KICKED_OUT for another login ends in kicked; the network state shows as reconnecting', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    t.chat().emit(EVENT.NET_STATE_CHANGE, { state: TYPES.NET_STATE_CONNECTING });
    expect(t.states.at(-1)).toEqual({ status: 'reconnecting', reason: 'network' });
    t.chat().emit(EVENT.NET_STATE_CHANGE, { state: TYPES.NET_STATE_CONNECTED });
    expect(t.states.at(-1)).toEqual({ status: 'ready' });
    t.chat().emit(EVENT.KICKED_OUT, { type: 'multipleAccount' });
    expect(t.states.at(-1)).toEqual({ status: 'kicked', reason: 'other-device' });
    await expect(t.transport.sendText('x', 'c')).rejects.toMatchObject({ code: 'network' });
    await t.transport.leave();
  });

  it('joining another room quits the first; a gone group is an error of its own', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    await t.transport.join({ roomId: 'room-2', presenterId: 'p1' });
    expect(t.chat().calls.slice(-2)).toEqual(['quit:room-1', 'join:room-2:AVChatRoom']);
    await expect(t.transport.join({ roomId: 'gone', presenterId: 'p1' })).rejects.toMatchObject({ code: 'room-gone' });
    expect(t.states.at(-1)).toEqual({ status: 'error', code: 'room-gone' });
    await t.transport.leave();
  });

  it('quits, logs out and destroys on leave, with no listener left', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    await t.transport.leave();
    expect(t.chat().calls.slice(-3)).toEqual(['quit:room-1', 'logout', 'destroy']);
    expect(t.chat().listenerCount()).toBe(0);
    expect(t.states.at(-1)).toEqual({ status: 'closed' });
    await t.transport.leave();
  });
});
