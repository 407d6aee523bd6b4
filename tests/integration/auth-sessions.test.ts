import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { SESSION_IDLE_MS, SESSIONS_PER_USER } from '../../simulator/site/site-store';

/**
 * Sessions end (docs/simulator.md "Sessions"): after a week idle on the simulator clock, when a
 * user has too many, on logout, for every other session of a user who changes the password, and
 * on the test control's expire-sessions. Whoever cares (the chat) hears of each end.
 */

let at = Date.UTC(2026, 10, 23, 4, 0, 0);
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({
    port: 0,
    live: false,
    control: true,
    distDir: '/nonexistent',
    clock: { now: () => at, frozen: true },
  });
});
afterAll(() => sim.close());

type Envelope = { code: number; msg: string; data: { accessToken?: string } | null };

function caller(scope = randomUUID()) {
  const headers = { 'content-type': 'application/json', 'x-sim-scope': scope };
  const call = async (method: string, path: string, token?: string, body?: unknown) =>
    (await (
      await fetch(`${sim.url}${path}`, {
        method,
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      })
    ).json()) as Envelope;
  const login = async (userName: string, password: string) =>
    (await call('POST', '/api/user/auth/account-login/v2', undefined, { userName, password })).data!.accessToken!;
  const register = async (password = 'start123') => {
    const userName = `se${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    await call('POST', '/api/user/auth/account-register', undefined, { userName, password, countryCode: '84' });
    return userName;
  };
  const me = async (token: string) => (await call('GET', '/api/member/get', token)).code;
  return { call, login, register, me, scope };
}

describe('session lifetime', () => {
  it('a session idle for a week expires; one in use stays', async () => {
    const c = caller();
    const idle = await c.login('demo', 'demo1234');
    const busy = await c.login('demo', 'demo1234');
    at += SESSION_IDLE_MS - 1000;
    expect(await c.me(busy)).toBe(200);
    at += 2000;
    expect(await c.me(idle)).toBe(401);
    expect(await c.me(busy)).toBe(200);
  });

  it('a user has at most a few sessions: a new one ends the least recently used', async () => {
    const c = caller();
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER; i++) tokens.push(await c.login('fan', 'fan12345'));
    expect(await c.me(tokens[0]!)).toBe(200);
    const newest = await c.login('fan', 'fan12345');
    expect(await c.me(newest)).toBe(200);
    expect(await c.me(tokens[0]!)).toBe(200);
    expect(await c.me(tokens[1]!)).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const c = caller();
    const token = await c.login('demo', 'demo1234');
    expect((await c.call('POST', '/api/user/auth/logout', token)).code).toBe(200);
    expect(await c.me(token)).toBe(401);
  });

  it("a password change ends every other session of the user and keeps the caller's", async () => {
    const c = caller();
    const userName = await c.register('start123');
    const mine = await c.login(userName, 'start123');
    const other = await c.login(userName, 'start123');
    const elsewhere = await caller().login(userName, 'start123');
    const changed = await c.call('POST', '/api/member/password/update', mine, {
      oldPassword: 'start123',
      newPassword: 'better456',
    });
    expect(changed.code).toBe(200);
    expect(await c.me(mine)).toBe(200);
    expect(await c.me(other)).toBe(401);
    expect(await c.me(elsewhere)).toBe(401);
  });

  it('tells subscribers of every end: logout, password change, idle expiry and expire-sessions', async () => {
    const ended: Array<{ token: string; userName: string; reason: string }> = [];
    const stop = sim.ctx.store.onSessionEnded((token, userName, reason) => ended.push({ token, userName, reason }));
    try {
      const c = caller();
      const out = await c.login('demo', 'demo1234');
      await c.call('POST', '/api/user/auth/logout', out);
      const userName = await c.register('start123');
      const mine = await c.login(userName, 'start123');
      const other = await c.login(userName, 'start123');
      await c.call('POST', '/api/member/password/update', mine, { oldPassword: 'start123', newPassword: 'better456' });
      const idle = await c.login('anchor', 'anchor1234');
      at += SESSION_IDLE_MS + 1;
      await c.me(idle);
      const d = caller();
      const expired = await d.login('demo', 'demo1234');
      const control = await fetch(`${sim.url}/sim/control/expire-sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sim-scope': d.scope },
        body: '{}',
      });
      expect(((await control.json()) as { expired: number }).expired).toBe(1);
      expect(await d.me(expired)).toBe(401);
      expect(ended).toEqual(
        expect.arrayContaining([
          { token: out, userName: 'demo', reason: 'logout' },
          { token: other, userName, reason: 'password' },
          { token: idle, userName: 'anchor', reason: 'idle' },
          { token: expired, userName: 'demo', reason: 'expired' },
        ]),
      );
      expect(ended.some((e) => e.token === mine && e.reason === 'password')).toBe(false);
    } finally {
      stop();
    }
  });
});
