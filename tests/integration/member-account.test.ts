import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/api-error';
import { createSiteClient } from '../../src/api/site-client';
import { createMemberApi } from '../../src/api/site/member-api';
import { startSimulator, type Simulator } from '../../simulator/server';
import { frozenClock } from '../../simulator/core/clock';
import { IDENTITY_CODE_TTL_MS } from '../../simulator/site/account-routes';
import { scopedSiteClient, testContext } from './sim-harness';

/**
 * The personal center's account calls (docs/member-api.md) through the real site client: the
 * avatar saved and read back, the identity code that changes and expires on the simulator's
 * clock, and the password change that checks the current password. A fresh user per test, so no
 * other test's demo account is touched.
 */

const NOW = Date.UTC(2026, 10, 23, 4, 0, 0);
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ control: true, port: 0, live: false, distDir: '/nonexistent', clock: frozenClock(NOW) });
});
afterAll(() => sim.close());

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const r = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { code: number; data: { accessToken?: string } | null };
}

async function freshUser(password = 'start123') {
  const scope = randomUUID();
  const t = testContext(sim.url, scope);
  const userName = `acc${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const reg = await post('/api/user/auth/account-register', { userName, password, countryCode: '84' }, t.scopeHeader);
  expect(reg.code).toBe(200);
  t.setToken(reg.data!.accessToken!);
  return { userName, t, member: createMemberApi(scopedSiteClient(createSiteClient(t.ctx, 'site'), scope)) };
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error.details.code;
    throw error;
  }
  return undefined;
}

describe('member account calls', () => {
  it('saves an avatar of 1-10 and refuses anything else', async () => {
    const { member } = await freshUser();
    expect((await member.updateProfile({ avatar: 7 })).avatar).toBe(7);
    expect((await member.userInfo()).avatar).toBe(7);
    expect(await codeOf(member.updateProfile({ avatar: 11 }))).toBe(400);
    expect(await codeOf(member.updateProfile({ avatar: 0 }))).toBe(400);
    expect((await member.userInfo()).avatar).toBe(7);
  });

  it('gives a new six-character identity code on each refresh, expiring on the server clock', async () => {
    const { member } = await freshUser();
    const first = await member.refreshIdentityCode();
    const second = await member.refreshIdentityCode();
    expect(first.identityCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(first.expiresAt).toBe(NOW + IDENTITY_CODE_TTL_MS);
    // 32^6 codes: two equal in a row would be a broken generator, not luck worth allowing for.
    expect(second.identityCode).not.toBe(first.identityCode);
  });

  it('refuses a wrong current password, a weak or unchanged new one, and takes a good one', async () => {
    const { member, userName, t } = await freshUser('start123');
    expect(await codeOf(member.changePassword('wrong999', 'better456'))).toBe(1002000010);
    expect(await codeOf(member.changePassword('start123', 'short'))).toBe(400);
    expect(await codeOf(member.changePassword('start123', 'start123'))).toBe(400);
    expect(await codeOf(member.changePassword('start123', 'better456'))).toBeUndefined();
    const oldLogin = await post('/api/user/auth/account-login/v2', { userName, password: 'start123' }, t.scopeHeader);
    const newLogin = await post('/api/user/auth/account-login/v2', { userName, password: 'better456' }, t.scopeHeader);
    expect(oldLogin.code).toBe(1002000010);
    expect(newLogin.code).toBe(200);
  });
});
