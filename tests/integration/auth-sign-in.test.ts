import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { CAPTCHA_TTL_MS } from '../../simulator/site/auth-routes';
import { PENDING_LOGIN_MS } from '../../simulator/site/site-store';
import { CODE_TTL_MS } from '../../simulator/site/sms-codes';

/**
 * Sign-in as an attacker tries it (docs/decisions.md "Trust: sessions and sign-in"): the SMS step of
 * a login only finishes a password step that just succeeded, every SMS code must have been sent
 * (and not yet used), and an unknown user answers exactly as a wrong password does. The clock is
 * this test's, so expiry is checked without waiting.
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

type Envelope = {
  code: number;
  msg: string;
  data: {
    accessToken?: string | null;
    loginState?: number;
    registered?: boolean;
    captchaId?: string;
    question?: string;
  } | null;
};

function caller(scope = randomUUID()) {
  const headers = { 'content-type': 'application/json', 'x-sim-scope': scope };
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${sim.url}/api/user/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as Envelope;
  const get = async (path: string) =>
    (await (await fetch(`${sim.url}/api/user/auth${path}`, { headers })).json()) as Envelope;
  return { post, get };
}

const VERIFY = { userName: 'verify', mobile: '0945678901', actionType: 1 };
/** A wrong code; no code to check (never sent, expired, used, tried out). */
const WRONG_CODE = 1002000015;
const NO_CODE = 1002000037;
const freshPhone = () => `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('the SMS step of a login', () => {
  it('is refused without a password step, and gives a token after one', async () => {
    const c = caller();
    const skipped = await c.post('/loginCheck', { ...VERIFY, smsCode: '123456' });
    expect(skipped.code).not.toBe(200);
    expect(skipped.data?.accessToken ?? null).toBeNull();

    const first = await c.post('/account-login/v2', { userName: 'verify', password: 'verify1234' });
    expect(first.data).toMatchObject({ loginState: 1, accessToken: null });
    const done = await c.post('/loginCheck', { ...VERIFY, smsCode: '123456' });
    expect(done.code).toBe(200);
    expect(done.data?.accessToken).toMatch(/^[0-9a-f]{48}$/);
  });

  it('is single use, and the pending login expires on the simulator clock', async () => {
    const c = caller();
    await c.post('/account-login/v2', { userName: 'verify', password: 'verify1234' });
    expect((await c.post('/loginCheck', { ...VERIFY, smsCode: '123456' })).code).toBe(200);
    expect((await c.post('/loginCheck', { ...VERIFY, smsCode: '123456' })).code).not.toBe(200);

    await c.post('/account-login/v2', { userName: 'verify', password: 'verify1234' });
    at += PENDING_LOGIN_MS + 1;
    expect((await c.post('/loginCheck', { ...VERIFY, smsCode: '123456' })).code).not.toBe(200);
  });

  it('a wrong password leaves nothing pending', async () => {
    const c = caller();
    await c.post('/account-login/v2', { userName: 'verify', password: 'wrong1234' });
    expect((await c.post('/loginCheck', { ...VERIFY, smsCode: '123456' })).code).not.toBe(200);
  });
});

describe('SMS codes must have been sent', () => {
  it('phone login without a send is refused; after a send the code works once', async () => {
    const c = caller();
    const body = { mobile: '0912345678', countryCode: '84', smsCode: '123456' };
    expect((await c.post('/mobile-login', body)).code).toBe(NO_CODE);
    expect((await c.get('/mobile-registerCheckByMobile/0912345678/84')).data).toMatchObject({ registered: true });
    expect((await c.post('/mobile-login', { ...body, smsCode: '000000' })).code).toBe(WRONG_CODE);
    expect((await c.post('/mobile-login', body)).code).toBe(200);
    expect((await c.post('/mobile-login', body)).code).toBe(NO_CODE);
  });

  it('phone register and the code check need a sent code, which expires', async () => {
    const c = caller();
    const mobile = freshPhone();
    const register = { mobile, countryCode: '84', smsCode: '123456', userName: `pr${randomUUID().slice(0, 8)}` };
    expect((await c.get(`/mobile-registerCheckByCode/${mobile}/123456`)).code).toBe(NO_CODE);
    expect((await c.post('/mobile-register', register)).code).toBe(NO_CODE);
    await c.get(`/mobile-registerCheckByMobile/${mobile}/84`);
    expect((await c.get(`/mobile-registerCheckByCode/${mobile}/123456`)).code).toBe(200);
    at += CODE_TTL_MS + 1;
    expect((await c.post('/mobile-register', register)).code).toBe(NO_CODE);
    await c.get(`/mobile-registerCheckByMobile/${mobile}/84`);
    expect((await c.post('/mobile-register', register)).code).toBe(200);
  });

  it('a code sent in another scope (another caller) does not count', async () => {
    const mobile = freshPhone();
    await caller().get(`/mobile-registerCheckByMobile/${mobile}/84`);
    expect((await caller().get(`/mobile-registerCheckByCode/${mobile}/123456`)).code).toBe(NO_CODE);
  });

  it('five wrong codes spend the code', async () => {
    const c = caller();
    const mobile = freshPhone();
    await c.get(`/mobile-registerCheckByMobile/${mobile}/84`);
    for (let i = 0; i < 5; i++)
      expect((await c.get(`/mobile-registerCheckByCode/${mobile}/000000`)).code).toBe(WRONG_CODE);
    expect((await c.get(`/mobile-registerCheckByCode/${mobile}/123456`)).code).toBe(NO_CODE);
  });
});

describe('the phone checks a form makes as it goes', () => {
  it('the number check says registered from the accounts the simulator holds, per country code', async () => {
    const c = caller();
    const mobile = freshPhone();
    expect((await c.get(`/mobile-registerCheckByMobile/${mobile}/84`)).data).toEqual({ registered: false, sent: true });
    const userName = `pc${randomUUID().slice(0, 8)}`;
    expect((await c.post('/mobile-register', { mobile, countryCode: '84', smsCode: '123456', userName })).code).toBe(
      200,
    );
    expect((await c.get(`/mobile-registerCheckByMobile/${mobile}/84`)).data).toEqual({ registered: true, sent: true });
    // The same digits under another country code are another number.
    expect((await c.get(`/mobile-registerCheckByMobile/${mobile}/66`)).data).toMatchObject({ registered: false });
  });

  it('refuses what is not a number or a country code, and sends nothing then', async () => {
    const c = caller();
    const mobile = freshPhone();
    expect((await c.get(`/mobile-registerCheckByMobile/${mobile}/84x`)).code).toBe(400);
    expect((await c.get(`/mobile-registerCheckByMobile/12ab5678/84`)).code).toBe(400);
    expect((await c.get(`/mobile-registerCheckByCode/${mobile}/123456`)).code).toBe(NO_CODE);
  });

  it('the code check does not spend the code: the registration that follows does', async () => {
    const c = caller();
    const mobile = freshPhone();
    await c.get(`/mobile-registerCheckByMobile/${mobile}/84`);
    expect((await c.get(`/mobile-registerCheckByCode/${mobile}/123456`)).data).toBe(true);
    expect((await c.get(`/mobile-registerCheckByCode/${mobile}/123456`)).data).toBe(true);
    const userName = `pc${randomUUID().slice(0, 8)}`;
    expect((await c.post('/mobile-register', { mobile, countryCode: '84', smsCode: '123456', userName })).code).toBe(
      200,
    );
    expect((await c.get(`/mobile-registerCheckByCode/${mobile}/123456`)).code).toBe(NO_CODE);
  });

  it('the suggested name follows the user name rule, is free, and registers', async () => {
    const c = caller();
    const names = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answer = await c.get('/mobile-registerCreatName');
      expect(answer.code).toBe(200);
      names.add(String(answer.data));
    }
    expect(names.size).toBe(5);
    const [userName] = [...names];
    expect(userName).toMatch(/^[a-zA-Z][a-zA-Z0-9]{3,15}$/);
    expect(sim.ctx.store.user(userName!)).toBeUndefined();
    const mobile = freshPhone();
    await c.get(`/mobile-registerCheckByMobile/${mobile}/84`);
    expect((await c.post('/mobile-register', { mobile, countryCode: '84', smsCode: '123456', userName })).code).toBe(
      200,
    );
  });
});

describe('unknown user and wrong password', () => {
  it('answer the same code and message, and both lead to the security question', async () => {
    const c = caller();
    const unknown = await c.post('/account-login/v2', { userName: 'nosuchuser', password: 'guess1234' });
    const wrong = await c.post('/account-login/v2', { userName: 'demo', password: 'guess1234' });
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.msg).toBe(wrong.msg);
    expect(unknown.data).toEqual(wrong.data);
    await c.post('/account-login/v2', { userName: 'nosuchuser', password: 'guess1234' });
    await c.post('/account-login/v2', { userName: 'demo', password: 'guess1234' });
    const thirdUnknown = await c.post('/account-login/v2', { userName: 'nosuchuser', password: 'guess1234' });
    const thirdWrong = await c.post('/account-login/v2', { userName: 'demo', password: 'guess1234' });
    expect(thirdUnknown.code).toBe(1002000012);
    expect(thirdWrong.code).toBe(1002000012);
  });
});

describe('the security question', () => {
  it('expires on the simulator clock: a right answer given too late asks again', async () => {
    const c = caller();
    const wrong = { userName: 'demo', password: 'guess1234' };
    await c.post('/account-login/v2', wrong);
    await c.post('/account-login/v2', wrong);
    const asked = await c.post('/account-login/v2', wrong);
    expect(asked.code).toBe(1002000012);
    const [a, b] = (asked.data?.question ?? '').split(' + ').map(Number);
    const answer = {
      userName: 'demo',
      password: 'demo1234',
      captchaId: asked.data?.captchaId,
      captchaCode: String(a! + b!),
    };
    at += CAPTCHA_TTL_MS + 1;
    expect((await c.post('/account-login/v2', answer)).code).toBe(1002000012);
  });

  it('a right answer in time lets the right password in', async () => {
    const c = caller();
    const wrong = { userName: 'demo', password: 'guess1234' };
    await c.post('/account-login/v2', wrong);
    await c.post('/account-login/v2', wrong);
    const asked = await c.post('/account-login/v2', wrong);
    const [a, b] = (asked.data?.question ?? '').split(' + ').map(Number);
    const answered = await c.post('/account-login/v2', {
      userName: 'demo',
      password: 'demo1234',
      captchaId: asked.data?.captchaId,
      captchaCode: String(a! + b!),
    });
    expect(answered.code).toBe(200);
  });
});
