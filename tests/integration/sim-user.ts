import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  type ChatWireMessage,
  type JoinAck,
  type SendAck,
} from '../../src/api/live/chat-protocol';

/**
 * A demo user of a running simulator, for the moderation and admin tests: a login in a
 * scope, site calls with its token, and chat sockets that record what they receive.
 */

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

export const PASSWORDS: Record<string, string> = {
  demo: 'demo1234',
  anchor: 'anchor1234',
  admin: 'admin1234',
  migrate: 'migrate1234',
  fan: 'fan12345',
  caster: 'caster1234',
};

export async function simUser(url: string, name: string, scope: string, sockets: Socket[]) {
  const headers = { 'content-type': 'application/json', 'x-sim-scope': scope };
  const login = (await (
    await fetch(`${url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userName: name, password: PASSWORDS[name], vtobConfirm: '1' }),
    })
  ).json()) as Envelope<{ accessToken: string }>;
  const token = login.data.accessToken;
  const auth = { ...headers, authorization: `Bearer ${token}`, language: 'en' };
  const call = async <T = unknown>(method: string, path: string, body?: unknown) =>
    (await (
      await fetch(`${url}${path}`, {
        method,
        headers: auth,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as Envelope<T>;
  const connect = async () => {
    const userSig = (await call<{ userSig: string }>('GET', `/api/live/chatroom/getSig/${name}`)).data.userSig;
    const socket = io(`${url}${CHAT_NAMESPACE}`, {
      auth: { token, userSig },
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'x-sim-scope': scope },
    });
    sockets.push(socket);
    const received: Array<ChatWireMessage & { receivedAt: number }> = [];
    socket.on(CHAT_EVENTS.messages, (batch: ChatWireMessage[]) =>
      received.push(...batch.map((m) => ({ ...m, receivedAt: Date.now() }))),
    );
    const join = (roomId: string, presenterId: string) =>
      socket.emitWithAck(CHAT_EVENTS.join, { roomId, presenterId }) as Promise<JoinAck>;
    const send = (roomId: string, text: string) =>
      socket.emitWithAck(CHAT_EVENTS.send, { roomId, clientId: randomUUID(), kind: 'text', text }) as Promise<SendAck>;
    const sendCustom = (roomId: string, custom: unknown) =>
      socket.emitWithAck(CHAT_EVENTS.send, {
        roomId,
        clientId: randomUUID(),
        kind: 'custom',
        custom,
      }) as Promise<SendAck>;
    return { socket, received, join, send, sendCustom };
  };
  const control = async (path: string, body: unknown = {}) =>
    (await (
      await fetch(`${url}/sim/control${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as Record<string, unknown>;
  return { token, call, connect, control };
}
