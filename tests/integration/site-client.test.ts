import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { randomUUID } from 'node:crypto';
import { createSiteClient } from '../../src/api/site-client';
import { createAuthApi } from '../../src/api/site/auth-api';
import { createMemberApi } from '../../src/api/site/member-api';
import { createAppApi } from '../../src/api/site/app-api';
import { discoverDomains } from '../../src/api/domain-discovery';
import { ApiError } from '../../src/api/api-error';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** Each test gets its own scope so faults never leak; axios sends the scope header on every call. */
function setup(kind: 'site' | 'live' = 'site') {
  const scope = randomUUID();
  const t = testContext(harness.sim.url, scope);
  const withScope = scopedSiteClient(createSiteClient(t.ctx, kind), scope);
  return {
    ...t,
    client: withScope,
    auth: createAuthApi(withScope),
    member: createMemberApi(withScope),
    app: createAppApi(withScope),
  };
}

describe('site client against the simulator', () => {
  it('logs in and reads user info and the balance with the bearer token', async () => {
    const s = setup();
    const login = await s.auth.accountLogin({ userName: 'demo', password: 'demo1234' });
    expect(login.accessToken).toMatch(/^[0-9a-f]{48}$/);
    s.setToken(login.accessToken!);
    const user = await s.member.userInfo();
    expect(user).toMatchObject({ userName: 'demo', role: 0, regCurrency: 'VND' });
    expect(await s.member.balance()).toBe(12_500_000);
  });

  it('a login failure rejects with the server message and shows no toast (noNeedResponseMsg)', async () => {
    const s = setup();
    await expect(s.auth.accountLogin({ userName: 'demo', password: 'nope1234' })).rejects.toMatchObject({
      kind: 'server',
      message: 'Wrong user name or password',
    });
    expect(s.toasts).toEqual([]);
  });

  it('a failed envelope toasts its message', async () => {
    const s = setup();
    await s.control('/faults', {
      match: '/api/user/countrycode/list',
      kind: 'error',
      code: 500123,
      msg: 'Country list is resting',
    });
    await expect(s.app.countries()).rejects.toBeInstanceOf(ApiError);
    expect(s.toasts).toEqual([{ kind: 'server', message: 'Country list is resting' }]);
  });

  it('code 1002000035 and an empty msg are never toasted', async () => {
    const s = setup();
    await s.control('/faults', {
      match: '/api/user/countrycode/list',
      kind: 'error',
      code: 1002000035,
      msg: 'quiet',
      times: 1,
    });
    await expect(s.app.countries()).rejects.toMatchObject({ details: { code: 1002000035 } });
    await s.control('/faults', { match: '/api/user/countrycode/list', kind: 'error', code: 7, msg: '', times: 1 });
    await expect(s.app.countries()).rejects.toMatchObject({ details: { code: 7 } });
    expect(s.toasts).toEqual([]);
  });

  it('the live client stays silent on failure codes', async () => {
    const s = setup('live');
    await s.control('/faults', { match: '/api/user/countrycode/list', kind: 'error', code: 500, msg: 'loud' });
    await expect(createAppApi(s.client).countries()).rejects.toMatchObject({ kind: 'server' });
    expect(s.toasts).toEqual([]);
  });

  it('a malformed body becomes a clear error and a toast', async () => {
    const s = setup();
    await s.control('/faults', { match: '/api/user/countrycode/list', kind: 'malformed' });
    const error = await s.app.countries().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toContain('/api/user/countrycode/list');
    expect(s.toasts).toEqual([{ kind: 'malformed' }]);
  });

  it('data of the wrong shape fails at the boundary, naming the path', async () => {
    const s = setup();
    await expect(
      s.client.request({
        method: 'GET',
        url: '/api/user/countrycode/list',
        schema: v.array(v.object({ nope: v.string() })),
      }),
    ).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('20 parallel expired answers trip the session-expired gate once', async () => {
    const s = setup();
    const login = await s.auth.accountLogin({ userName: 'demo', password: 'demo1234' });
    s.setToken(login.accessToken!);
    await s.control('/expire-sessions');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => s.member.balance()));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'sessionExpired')).toBe(
      true,
    );
    expect(s.expiredCount()).toBe(1);
  });

  it('HTTP 401 also counts as session expired', async () => {
    const s = setup();
    await s.control('/faults', { match: '/api/member/get', kind: 'http-status', status: 401 });
    await expect(s.member.userInfo()).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(s.expiredCount()).toBe(1);
  });

  it('maps transport failures to their kinds', async () => {
    const s = setup();
    await s.control('/faults', { match: '/api/user/countrycode/list', kind: 'drop', times: 1 });
    await expect(s.app.countries()).rejects.toMatchObject({ kind: 'network' });
    await s.control('/faults', { match: '/api/user/countrycode/list', kind: 'http-status', status: 502, times: 1 });
    await expect(s.app.countries()).rejects.toMatchObject({ kind: 'badResponse' });
    await s.control('/faults', { match: '/api/user/countrycode/list', kind: 'latency', latencyMs: 800, times: 1 });
    await expect(
      s.client.request({ method: 'GET', url: '/api/user/countrycode/list', schema: v.unknown(), timeout: 100 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    const pending = s.client.request({
      method: 'GET',
      url: '/api/user/countrycode/list',
      schema: v.unknown(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled' });
  });

  it('adds oddsChange, currencyId and languageType to bodies and the site headers to every call', async () => {
    const s = setup();
    s.setToken('tok123');
    const echo = await s.client.request({
      method: 'POST',
      url: '/sim/control/echo',
      data: { point: '0' },
      schema: v.object({ headers: v.record(v.string(), v.unknown()), body: v.record(v.string(), v.unknown()) }),
    });
    expect(echo.body).toEqual({ point: '0', oddsChange: 1, currencyId: 1000, languageType: 'ENG' });
    expect(echo.headers).toMatchObject({
      language: 'en',
      'accept-language': 'en-US',
      client: '1',
      platform: 'vietnam',
      deviceno: 'PC-1700000000-abc123-0a1b2c3d',
      clientmodel: 'vitest',
      appversion: 'test',
      authorization: 'Bearer tok123',
    });
  });
});

describe('domain discovery', () => {
  it('decrypts the first API origin', async () => {
    const domains = await discoverDomains(`${harness.sim.url}/sim/domains`, 'matchday2026', 'http://fallback.invalid');
    expect(domains).toEqual({ apiOrigin: harness.sim.url, staticOrigin: harness.sim.url, fallback: false });
  });

  it('falls back on a wrong key or a missing endpoint', async () => {
    expect(
      (await discoverDomains(`${harness.sim.url}/sim/domains`, 'wrong-key', 'http://fallback.invalid')).fallback,
    ).toBe(true);
    expect(await discoverDomains(`${harness.sim.url}/sim/nothing`, 'matchday2026', 'http://fallback.invalid')).toEqual({
      apiOrigin: 'http://fallback.invalid',
      staticOrigin: 'http://fallback.invalid',
      fallback: true,
    });
  });
});
