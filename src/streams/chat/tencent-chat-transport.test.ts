import { describe, expect, it, vi } from 'vitest';
import { CHAT_SERVER_ID } from '../../api/live/chat-protocol';
import { ChatError, type ChatMessage, type ChatState } from './chat-transport';
import { EVENT, FakeChat, TYPES } from '../../../tests/support/fake-tencent-chat';
import { createTencentChatTransport, type TencentChatModule } from './tencent-chat-transport';

/** The Tencent transport against a fake SDK object (fake-tencent-chat.ts). */

function setup(drops: string[] = []) {
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
    credentials: {
      signature: async () => ({
        userId: 'demo',
        userSig: `sig${++sigs}`,
        sdkAppId: 1400000001,
        expireAt: Date.now() + 1e6,
      }),
      token: () => 't',
    },
    onlineEveryMs: 60_000,
    onDrop: (reason) => drops.push(reason),
  });
  const states: ChatState[] = [];
  transport.state$.subscribe((s) => states.push(s));
  const received: ChatMessage[] = [];
  transport.messages$.subscribe((batch) => received.push(...batch));
  const online: number[] = [];
  transport.online$.subscribe((n) => online.push(n));
  return { transport, module, instances, states, received, online, chat: () => instances[0] as FakeChat };
}

const text = (id: string, to: string, body: string, priority = 'Normal') => ({
  ID: id,
  type: TYPES.MSG_TEXT,
  payload: { text: body },
  from: 'sam',
  nick: 'Sam',
  to,
  time: 1_700_000_100,
  priority,
});

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
      {
        ID: 'c',
        type: TYPES.MSG_CUSTOM,
        payload: { data: JSON.stringify({ ...gift, sender: { userId: 'mia', nick: 'Mia' } }) },
        from: CHAT_SERVER_ID,
        to: 'room-1',
        time: 1_700_000_101,
        priority: 'High',
      },
      { ID: 'd', type: TYPES.MSG_CUSTOM, payload: { data: '{not json' }, from: 'x', to: 'room-1', time: 1 },
      {
        ID: 'e',
        type: TYPES.MSG_GRP_TIP,
        payload: { operationType: 1, memberNum: 99 },
        from: 'x',
        to: 'room-1',
        time: 1,
      },
    ]);
    expect(t.received.map((m) => m.id)).toEqual(['a', 'c']);
    expect(t.received[0]).toMatchObject({
      kind: 'text',
      text: 'hello',
      at: 1_700_000_100_000,
      from: { nick: 'Sam' },
      high: false,
    });
    expect(t.received[1]).toMatchObject({
      kind: 'gift',
      high: true,
      from: { userId: 'mia', nick: 'Mia' },
      gift: { giftName: 'Trophy', big: true },
    });
    expect(t.online).toContain(99);
    await t.transport.leave();
  });

  it("a ban the server pushes keeps its reason and end; Tencent's own mute tips become ban and unban lines per member", async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    const ban = { type: 'room', event: 'ban', userName: 'demo', reason: 'spam', until: 1_700_000_700_000 };
    const tip = (id: string, operationType: number, memberList: unknown) => ({
      ID: id,
      type: TYPES.MSG_GRP_TIP,
      payload: { operationType, memberList },
      from: '@TIM#SYSTEM',
      to: 'room-1',
      time: 1_700_000_200,
    });
    t.chat().emit(EVENT.MESSAGE_RECEIVED, [
      {
        ID: 'b',
        type: TYPES.MSG_CUSTOM,
        payload: { data: JSON.stringify(ban) },
        from: CHAT_SERVER_ID,
        to: 'room-1',
        time: 1_700_000_150,
        priority: 'High',
      },
      tip('t1', 7, [{ userID: 'demo', muteTime: 600 }, { userID: 'sam', muteTime: 0 }, { userID: 'nick-only' }]),
      // A tip of another kind (a member joined), and a profile tip whose list is not a list: no lines.
      tip('t2', 1, [{ userID: 'mia', muteTime: 60 }]),
      tip('t3', 7, 'demo'),
    ]);
    expect(t.received).toEqual([
      expect.objectContaining({
        id: 'b',
        kind: 'room',
        event: 'ban',
        userName: 'demo',
        reason: 'spam',
        until: 1_700_000_700_000,
        high: true,
      }),
      expect.objectContaining({
        id: 't1:0',
        kind: 'room',
        event: 'ban',
        userName: 'demo',
        at: 1_700_000_200_000,
        high: true,
      }),
      expect.objectContaining({ id: 't1:1', kind: 'room', event: 'unban', userName: 'sam' }),
    ]);
    // Tencent's mute has no reason and the tip no end: banInfo is asked, so the lines carry neither.
    expect(t.received[1]).not.toHaveProperty('until');
    expect(t.received[1]).not.toHaveProperty('reason');
    await t.transport.leave();
  });

  it('sends text with the clientId and turns Tencent error codes into ours', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    const sent = await t.transport.sendText('hi', 'c-1');
    expect(sent).toMatchObject({ kind: 'text', text: 'hi', clientId: 'c-1', roomId: 'room-1' });
    const codes: Array<[number, string]> = [
      [10017, 'muted'],
      [10023, 'too-fast'],
      [10016, 'refused'],
      [80001, 'sensitive'],
      [10007, 'no-permission'],
      [10010, 'room-gone'],
      [10015, 'room-gone'],
    ];
    for (const [code, ours] of codes) {
      t.chat().sendError = { code, message: `error ${code}` };
      const error = await t.transport.sendText('x', 'c').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ChatError);
      expect((error as ChatError).code).toBe(ours);
      expect((error as ChatError).raw).toBe(code);
    }
    await t.transport.leave();
  });

  it('believes room events and gifts only from the server’s identity: any member can send custom messages on Tencent', async () => {
    const drops: string[] = [];
    const t = setup(drops);
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    const custom = (id: string, from: string, data: unknown) => ({
      ID: id,
      type: TYPES.MSG_CUSTOM,
      payload: { data: JSON.stringify(data) },
      from,
      nick: from,
      to: 'room-1',
      time: 1_700_000_300,
      priority: 'High',
    });
    const gift = { type: 'gift', giftId: 4, giftName: 'Trophy', count: 1, value: 100000, big: true };
    t.chat().emit(EVENT.MESSAGE_RECEIVED, [
      custom('f1', 'fan', {
        type: 'room',
        event: 'ban',
        userName: 'demo',
        reason: 'Your account is frozen: verify at http://phish.example',
      }),
      custom('f2', 'fan', { type: 'room', event: 'notice', text: 'Deposit bonus at http://phish.example' }),
      custom('f3', 'fan', gift),
      // A member who named themselves after the server's nick is still a member.
      custom('f4', 'system', { type: 'room', event: 'ban', userName: 'demo' }),
      custom('s1', CHAT_SERVER_ID, { type: 'room', event: 'notice', text: 'Half-time in five', userName: 'anchor' }),
      text('t1', 'room-1', 'a plain line'),
    ]);
    expect(t.received.map((m) => m.id)).toEqual(['s1', 't1']);
    expect(drops).toHaveLength(4);
    await t.transport.leave();
  });

  it('KICKED_OUT for an expired signature fetches a new one, logs in again and rejoins', async () => {
    const t = setup();
    await t.transport.join({ roomId: 'room-1', presenterId: 'p1' });
    t.chat().emit(EVENT.KICKED_OUT, { type: TYPES.KICKED_OUT_USERSIG_EXPIRED });
    await vi.waitFor(() => expect(t.states.at(-1)?.status).toBe('ready'));
    expect(t.states.map((s) => s.status)).toContain('reconnecting');
    expect(t.chat().calls).toEqual([
      'login:demo:sig1',
      'join:room-1:AVChatRoom',
      'login:demo:sig2',
      'join:room-1:AVChatRoom',
    ]);
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
