import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { CHAT_NAMESPACE } from '../../src/api/live/chat-protocol';
import { PUSH_NAMESPACE } from '../../src/api/push-protocol';

/** Requests a player's browser (or anyone on the network) can send, that must not hurt the simulator. */

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

/** Opens a socket and waits until it connects or is refused; either way the handshake ran. */
function handshake(url: string, headers: Record<string, string>, auth: Record<string, unknown> = {}) {
  const socket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: headers, auth });
  sockets.push(socket);
  return new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (e) => resolve(`refused: ${e.message}`));
    setTimeout(() => resolve('timeout'), 5_000);
  });
}

describe.each([true, false])('hostile input (control %s)', (control) => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ control, port: 0, live: false, distDir: '/nonexistent' });
  });
  afterAll(() => sim.close());

  it('survives a socket handshake with a cookie that is not percent-encoding (sim-scope=%)', async () => {
    for (const namespace of [PUSH_NAMESPACE, CHAT_NAMESPACE]) {
      for (const cookie of ['sim-scope=%', 'sim-scope=%E0%A4%A', 'a=b; sim-scope=%zz']) {
        await handshake(`${sim.url}${namespace}`, { cookie }, { token: 'x', userSig: 'y' });
      }
    }
    const r = await fetch(`${sim.url}/api/user/countrycode/list`, { headers: { cookie: 'sim-scope=%' } });
    expect(r.status).toBe(200);
  });

  it('answers a malformed sim-scope cookie on HTTP', async () => {
    expect((await fetch(`${sim.url}/api/user/countrycode/list`, { headers: { cookie: 'sim-scope=%' } })).status).toBe(
      200,
    );
    expect(sim.ctx.scopeOf({ cookie: 'sim-scope=%' })).toBe(control ? '%' : '');
  });

  it('escapes the file name of the app download page', async () => {
    const r = await fetch(`${sim.url}/sim/app/${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await r.text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('answers a client fault with a 4xx, not a 500', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${sim.url}/api/user/auth/account-login/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    expect((await post('{"userName":')).status).toBe(400);
    expect((await post('{"__proto__":{"admin":true},"userName":"demo"}')).status).toBe(400);
    expect((await post('{"constructor":{"prototype":{"admin":true}}}')).status).toBe(400);
    expect((await post(`{"userName":"${'x'.repeat(1_100_000)}"}`)).status).toBe(413);
    expect((await post('[]'.repeat(1).padStart(20_000, '[').padEnd(40_000, ']'))).status).toBeLessThan(500);
  });
});
