import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { createBanApi } from '../../src/api/live/ban-api';
import { createChatApi } from '../../src/api/live/chat-api';
import { createGiftApi } from '../../src/api/live/gift-api';
import { createSiteClient } from '../../src/api/site-client';
import type { ChatMessage, ChatState, ChatTransport } from '../../src/streams/chat/chat-transport';
import { createSocketChatTransport, type ChatSocket } from '../../src/streams/chat/socket-chat-transport';
import { scopedSiteClient, testContext } from './sim-harness';

/**
 * The socket.io ChatTransport and the chat, gift and ban calls (real site client, real parsers)
 * against an in-process simulator: the same semantics the Tencent transport has against its fake
 * SDK (join, receive arrays, send, error codes, kicked, signature renewal, one room per user).
 */

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ control: true, port: 0, live: false, distDir: '/nonexistent' });
});
afterAll(() => sim.close());
const open: ChatTransport[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.leave()));
});

async function viewer(userName: string, password: string, scope: string) {
  const t = testContext(sim.url, scope);
  const site = scopedSiteClient(createSiteClient(t.ctx, 'live'), scope);
  const login = (await (
    await fetch(`${sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.scopeHeader },
      body: JSON.stringify({ userName, password }),
    })
  ).json()) as { data: { accessToken: string } };
  t.setToken(login.data.accessToken);
  const chatApi = createChatApi(site);
  const signatures: string[] = [];
  const transport = createSocketChatTransport({
    origin: () => sim.url,
    credentials: {
      signature: async () => {
        const sig = await chatApi.signature(userName);
        signatures.push(sig.userSig);
        return sig;
      },
      token: () => login.data.accessToken,
    },
    openSocket: (url, o) => io(url, { ...o, extraHeaders: t.scopeHeader }) as unknown as ChatSocket,
  });
  open.push(transport);
  const states: ChatState[] = [];
  transport.state$.subscribe((s) => states.push(s));
  const received: ChatMessage[] = [];
  transport.messages$.subscribe((b) => received.push(...b));
  return {
    transport,
    states,
    received,
    signatures,
    chatApi,
    gifts: createGiftApi(site),
    bans: createBanApi(site),
    control: t.control,
    token: () => login.data.accessToken,
  };
}

describe('socket chat transport against the simulator', () => {
  it('joins, sends and receives; errors come back as typed codes', async () => {
    const scope = randomUUID();
    const demo = await viewer('demo', 'demo1234', scope);
    const anchor = await viewer('anchor', 'anchor1234', scope);
    await demo.transport.join({ roomId: 'r', presenterId: 'p1' });
    await anchor.transport.join({ roomId: 'r', presenterId: 'p1' });
    expect(demo.states.map((s) => s.status)).toEqual(['idle', 'connecting', 'ready']);
    const mine = await demo.transport.sendText('hello', 'client-1');
    expect(mine).toMatchObject({ kind: 'text', text: 'hello', clientId: 'client-1' });
    await vi.waitFor(() => expect(anchor.received.some((m) => m.kind === 'text' && m.text === 'hello')).toBe(true));
    await expect(demo.transport.sendText('again', 'c2')).rejects.toMatchObject({ code: 'too-fast' });
    await demo.control('/live/chat/config', { roomId: 'r', slowModeSeconds: 0 });
    await expect(demo.transport.sendText('a scammer', 'c3')).rejects.toMatchObject({ code: 'sensitive', raw: 80001 });
    expect(await demo.chatApi.sensitiveWords()).toContain('scammer');
    expect(await demo.chatApi.config('r')).toMatchObject({ slowModeSeconds: 0, maxLength: 120 });
  });

  it('a ban refuses sends (muted) and banInfo says why', async () => {
    const scope = randomUUID();
    const demo = await viewer('demo', 'demo1234', scope);
    // A ban of every room of presenter 501, the owner of room-9001 in the catalogue.
    await demo.control('/live/chat/ban', { userName: 'demo', presenterId: '501', minutes: 10, reason: 'flooding' });
    await demo.transport.join({ roomId: 'room-9001', presenterId: '501' });
    await expect(demo.transport.sendText('hi', 'c')).rejects.toMatchObject({ code: 'muted' });
    expect(await demo.bans.info({ roomId: 'room-9001', presenterId: '501' })).toMatchObject({
      banned: true,
      reason: 'flooding',
    });
  });

  it('a gift is debited and announced; the list parses', async () => {
    const scope = randomUUID();
    const demo = await viewer('demo', 'demo1234', scope);
    await demo.transport.join({ roomId: 'room-9001', presenterId: '501' });
    const gifts = await demo.gifts.list();
    expect(gifts.length).toBeGreaterThan(3);
    const sent = await demo.gifts.send({
      giftId: gifts[0]?.id ?? 1,
      count: 2,
      roomId: 'room-9001',
      presenterId: '501',
    });
    expect(sent.balance).toBe(12_500_000 - 2 * (gifts[0]?.price ?? 0));
    // The server announces it; the line names the giver.
    await vi.waitFor(() =>
      expect(demo.received.find((m) => m.kind === 'gift')).toMatchObject({
        high: true,
        from: { userId: 'demo' },
        gift: { count: 2 },
      }),
    );
  });

  it('kicked by another login or the control ends in kicked; an expired signature is renewed and the room rejoined', async () => {
    const scope = randomUUID();
    const demo = await viewer('demo', 'demo1234', scope);
    await demo.transport.join({ roomId: 'k', presenterId: 'p1' });
    await demo.control('/live/chat/expire-sig', { userName: 'demo' });
    await vi.waitFor(() => expect(demo.signatures.length).toBe(2));
    await vi.waitFor(() => expect(demo.states.at(-1)).toEqual({ status: 'ready' }));
    expect(demo.states.map((s) => s.status)).toContain('reconnecting');
    await demo.control('/live/chat/say', { roomId: 'k', text: 'still here?' });
    await vi.waitFor(() => expect(demo.received.some((m) => m.kind === 'text' && m.text === 'still here?')).toBe(true));
    await demo.control('/live/chat/kick', { userName: 'demo' });
    await vi.waitFor(() => expect(demo.states.at(-1)).toEqual({ status: 'kicked', reason: 'kicked' }));
  });

  it('a logout ends the chat as "log in to chat", not as a lost room', async () => {
    const scope = randomUUID();
    const demo = await viewer('demo', 'demo1234', scope);
    await demo.transport.join({ roomId: 'room-9001', presenterId: '501' });
    const token = demo.token();
    await fetch(`${sim.url}/api/user/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-sim-scope': scope },
    });
    await vi.waitFor(() => expect(demo.states.at(-1)).toEqual({ status: 'error', code: 'not-logged-in' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(demo.states.at(-1)).toEqual({ status: 'error', code: 'not-logged-in' });
  });

  it('joining another room on the same transport leaves the first', async () => {
    const scope = randomUUID();
    const demo = await viewer('demo', 'demo1234', scope);
    await demo.transport.join({ roomId: 'one', presenterId: 'p1' });
    await demo.transport.join({ roomId: 'two', presenterId: 'p1' });
    await demo.control('/live/chat/say', { roomId: 'one', text: 'in one' });
    await demo.control('/live/chat/say', { roomId: 'two', text: 'in two' });
    await vi.waitFor(() => expect(demo.received.some((m) => m.kind === 'text' && m.text === 'in two')).toBe(true));
    expect(demo.received.some((m) => m.kind === 'text' && m.text === 'in one')).toBe(false);
  });
});
