import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../src/api/site-client';
import { createAuthApi } from '../../src/api/site/auth-api';
import { AUTH_LIMIT } from '../../simulator/core/rate-limit';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';

/**
 * Guessing is slowed down (docs/simulator.md "Rate limits"): failed sign-ins, code checks and
 * password changes, and every SMS send or registration, are counted per address and scope; past
 * the limit the answer is HTTP 429 with the site envelope, and the client names it so a person
 * knows to wait. Another scope (another test, as another address would be) is unaffected.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function post(scope: string, path: string, body: unknown) {
  const r = await fetch(`${harness.sim.url}/api/user/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
    body: JSON.stringify(body),
  });
  return {
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    body: (await r.json()) as { code: number; msg: string; data: unknown },
  };
}

describe('rate limits on sign-in', () => {
  it('60 failed logins (60 user names) from one address: the later ones are 429; a fresh scope is unaffected', async () => {
    const scope = randomUUID();
    const answers = [];
    for (let i = 0; i < 60; i++)
      answers.push(await post(scope, '/account-login/v2', { userName: `guess${i}x`, password: 'guess1234' }));
    expect(answers.slice(0, AUTH_LIMIT.max).every((a) => a.status === 200)).toBe(true);
    const limited = answers.slice(AUTH_LIMIT.max);
    expect(limited.every((a) => a.status === 429)).toBe(true);
    expect(limited[0]!.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    expect(limited[0]!.body.msg).toMatch(/too many/i);
    expect(Number(limited[0]!.retryAfter)).toBeGreaterThan(0);
    // The right password does not get through either while the address is limited.
    expect((await post(scope, '/account-login/v2', { userName: 'demo', password: 'demo1234' })).status).toBe(429);

    const fresh = await post(randomUUID(), '/account-login/v2', { userName: 'demo', password: 'demo1234' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.code).toBe(200);
  });

  it('a test scope may turn the limits off (test control), and only that scope', async () => {
    const scope = randomUUID();
    const control = await fetch(`${harness.sim.url}/sim/control/rate-limits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
      body: JSON.stringify({ on: false }),
    });
    expect(await control.json()).toEqual({ ok: true });
    const stamp = Date.now().toString(36).slice(-6);
    const register = (s: string, i: number) =>
      post(s, '/account-register', { userName: `rl${stamp}${i}x`, password: 'pass1234' });
    for (let i = 0; i < AUTH_LIMIT.max + 3; i++) expect((await register(scope, i)).status).toBe(200);
    const other = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT.max + 1; i++) statuses.push((await register(other, 100 + i)).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('successful logins are not counted', async () => {
    const scope = randomUUID();
    for (let i = 0; i < AUTH_LIMIT.max + 5; i++)
      expect((await post(scope, '/account-login/v2', { userName: 'demo', password: 'demo1234' })).status).toBe(200);
  });

  it('SMS sends and wrong code checks are limited too', async () => {
    const scope = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT.max + 2; i++) {
      const r = await fetch(
        `${harness.sim.url}/api/user/auth/mobile-registerCheckByMobile/0870000${String(i).padStart(3, '0')}/84`,
        { headers: { 'x-sim-scope': scope } },
      );
      statuses.push(r.status);
    }
    expect(statuses.slice(0, AUTH_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(AUTH_LIMIT.max)).toEqual([429, 429]);

    const other = randomUUID();
    const checks: number[] = [];
    for (let i = 0; i < AUTH_LIMIT.max + 1; i++)
      checks.push(
        (await post(other, '/mobile-login', { mobile: '0912345678', countryCode: '84', smsCode: '000000' })).status,
      );
    expect(checks.at(-1)).toBe(429);
  });

  it('the client turns a 429 into "tooMany", which a form shows as "wait and try again"', async () => {
    const scope = randomUUID();
    const t = testContext(harness.sim.url, scope);
    const auth = createAuthApi(scopedSiteClient(createSiteClient(t.ctx, 'site'), scope));
    for (let i = 0; i < AUTH_LIMIT.max; i++)
      await auth.accountLogin({ userName: `nope${i}x`, password: 'nope1234' }).catch(() => undefined);
    const error = await auth.accountLogin({ userName: 'demo', password: 'demo1234' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'tooMany',
      details: { status: 429, code: 429, data: { retryAfter: expect.any(Number) } },
    });
    expect((error as Error).message).toMatch(/too many/i);
  });
});
