import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/api-error';
import { createSiteClient } from '../../src/api/site-client';
import { createInviteApi } from '../../src/api/site/invite-api';
import { startSimulator, type Simulator } from '../../simulator/server';
import { frozenClock } from '../../simulator/core/clock';
import { scopedSiteClient, testContext } from './sim-harness';

/**
 * Invite, referral and VIP (docs/invite-api.md) through the real site client: a registration with
 * the code links the new account to the inviter, a draw is one per client key and refused without
 * a chance, and the VIP call-back checks level, phone and slot.
 */

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({
    control: true,
    port: 0,
    live: false,
    distDir: '/nonexistent',
    clock: frozenClock(Date.UTC(2026, 10, 23, 4)),
  });
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

async function signIn(userName: string, password: string, scope = randomUUID()) {
  const t = testContext(sim.url, scope);
  const r = await post('/api/user/auth/account-login/v2', { userName, password }, t.scopeHeader);
  t.setToken(r.data!.accessToken!);
  return { scope, t, invite: createInviteApi(scopedSiteClient(createSiteClient(t.ctx, 'site'), scope)) };
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error.details.code;
    throw error;
  }
  return undefined;
}

describe('invite and VIP calls', () => {
  it('links an account registered with the code to the inviter', async () => {
    const { invite } = await signIn('demo', 'demo1234');
    const code = await invite.referralCode();
    expect(code.path).toBe(`/register?inviteCode=${code.referralCode}`);
    const before = await invite.info();
    const scope = randomUUID();
    const userName = `inv${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const reg = await post(
      '/api/user/auth/account-register',
      { userName, password: 'start123', inviteCode: code.referralCode.toLowerCase() },
      testContext(sim.url, scope).scopeHeader,
    );
    expect(reg.code).toBe(200);
    const after = await invite.info();
    expect(after.invitees).toBe(before.invitees + 1);
    expect(after.list[0]!.userName).toBe(`${userName.slice(0, 2)}***${userName.slice(-2)}`);
  });

  it('draws once per client key, credits the prize, and refuses without a chance', async () => {
    const { invite } = await signIn('demo', 'demo1234');
    const { drawChances } = await invite.info();
    expect(drawChances).toBeGreaterThan(0);
    const first = await invite.draw('key-one-aaaa');
    const again = await invite.draw('key-one-aaaa');
    expect(again).toEqual(first);
    expect(first.drawChances).toBe(drawChances - 1);
    for (let i = 1; i < drawChances; i++) await invite.draw(`key-more-${i}-bbbb`);
    expect(await codeOf(invite.draw('key-too-many-cccc'))).toBe(1007000001);
    expect((await invite.totals()).drawAward).toBeGreaterThan(0);
  });

  it('books a VIP call-back only for a member at the service level, with a valid phone and slot', async () => {
    const member = await signIn('demo', 'demo1234');
    const vip = await member.invite.vip();
    expect(vip.vipLevel).toBe(3);
    expect(vip.levels).toHaveLength(12);
    expect(
      await codeOf(member.invite.bookCall({ service: 'dedicatedManager', slot: '09:00-12:00', phone: '0912345678' })),
    ).toBe(403);
    const presenter = await signIn('anchor', 'anchor1234');
    const { slots } = await presenter.invite.callBack();
    expect(await codeOf(presenter.invite.bookCall({ service: 'dedicatedManager', slot: slots[0]!, phone: '12' }))).toBe(
      400,
    );
    expect(
      await codeOf(
        presenter.invite.bookCall({ service: 'dedicatedManager', slot: '03:00-04:00', phone: '0912345678' }),
      ),
    ).toBe(400);
    const booked = await presenter.invite.bookCall({
      service: 'dedicatedManager',
      slot: slots[1]!,
      phone: '0912345678',
    });
    expect(booked.phone).toBe('091***678');
    expect((await presenter.invite.callBack()).bookings.map((b) => b.slot)).toEqual([slots[1]]);
  });
});
