import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/api-error';
import { createSiteClient } from '../../src/api/site-client';
import { createMemberApi } from '../../src/api/site/member-api';
import { createPhoneApi, PHONE_CODES } from '../../src/api/site/phone-api';
import { startSimulator, type Simulator } from '../../simulator/server';
import { RESEND_AFTER_MS } from '../../simulator/site/phone-routes';
import { CODE_TTL_MS } from '../../simulator/site/sms-codes';
import { scopedSiteClient, testContext } from './sim-harness';

/**
 * Binding a phone (docs/member-api.md) through the real client and schemas, on a clock this test
 * moves: one code a minute, good for five minutes and five tries, refused for a number another
 * account holds or the member's own; the bind answers the member with the new phone.
 */
let at = Date.UTC(2026, 10, 23, 4, 0, 0);
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({
    control: true,
    port: 0,
    live: false,
    distDir: '/nonexistent',
    clock: { now: () => at, frozen: true },
  });
});
afterAll(() => sim.close());

async function freshUser() {
  const scope = randomUUID();
  const t = testContext(sim.url, scope);
  const userName = `ph${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const r = await fetch(`${sim.url}/api/user/auth/account-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.scopeHeader },
    body: JSON.stringify({ userName, password: 'start123', countryCode: '84' }),
  });
  t.setToken(((await r.json()) as { data: { accessToken: string } }).data.accessToken);
  const client = scopedSiteClient(createSiteClient(t.ctx, 'site'), scope);
  return { phone: createPhoneApi(client), member: createMemberApi(client) };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (isApiError(e) ? e.details.code : -1),
  );
const number = () => ({ mobileArea: '84', mobile: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });

describe('binding a phone', () => {
  it('a code, a minute before another, then the bind: the member has the new phone', async () => {
    const { phone, member } = await freshUser();
    const mine = number();
    expect(await phone.sendCode(mine)).toEqual({ resendAfter: RESEND_AFTER_MS / 1000, expiresAt: at + CODE_TTL_MS });
    at += 20_000;
    const early = await phone.sendCode(mine).catch((e: unknown) => e);
    expect(isApiError(early) && early.details).toMatchObject({ code: PHONE_CODES.tooSoon, data: { retryAfter: 40 } });
    expect(await codeOf(phone.bind(mine, '000000'))).toBe(PHONE_CODES.smsWrong);
    expect(await codeOf(phone.bind({ ...mine, mobile: '0911111111' }, '123456'))).toBe(PHONE_CODES.expired);
    const bound = await phone.bind(mine, '123456');
    expect(bound).toMatchObject(mine);
    expect(await member.userInfo()).toMatchObject(mine);
    // The code is spent; the same number again is "already yours".
    expect(await codeOf(phone.bind(mine, '123456'))).toBe(PHONE_CODES.samePhone);
    at += RESEND_AFTER_MS;
    expect(await codeOf(phone.sendCode(mine))).toBe(PHONE_CODES.samePhone);
  });

  it("refuses another account's number and a bad one; a code expires after five minutes and five wrong tries", async () => {
    const { phone } = await freshUser();
    expect(await codeOf(phone.sendCode({ mobileArea: '84', mobile: '0912345678' }))).toBe(PHONE_CODES.phoneExists);
    expect(await codeOf(phone.sendCode({ mobileArea: '84', mobile: '12ab' }))).toBe(PHONE_CODES.badPhone);
    const mine = number();
    await phone.sendCode(mine);
    at += CODE_TTL_MS + 1;
    expect(await codeOf(phone.bind(mine, '123456'))).toBe(PHONE_CODES.expired);
    await phone.sendCode(mine);
    for (let i = 0; i < 5; i++) expect(await codeOf(phone.bind(mine, '000000'))).toBe(PHONE_CODES.smsWrong);
    expect(await codeOf(phone.bind(mine, '123456'))).toBe(PHONE_CODES.expired);
  });
});
