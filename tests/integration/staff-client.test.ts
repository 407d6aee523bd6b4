import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { createStaffApis } from '../../src/api/admin/staff-apis';
import { droppedRecords, resetDroppedRecords } from '../../src/api/record-drops';
import { createSiteClient } from '../../src/api/site-client';
import { scopedSiteClient, startHarness, testContext } from './sim-harness';
import type { Envelope } from './sim-user';

/**
 * The client's staff calls (src/api/admin/staff-apis.ts) against the simulator's answers: every
 * schema parses the real answer with no record dropped, and a refusal is an ApiError with code 403.
 */

let harness: Awaited<ReturnType<typeof startHarness>>;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function staffAs(userName: string, password: string, scope = randomUUID()) {
  const login = (await (
    await fetch(`${harness.sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
      body: JSON.stringify({ userName, password }),
    })
  ).json()) as Envelope<{ accessToken: string }>;
  const t = testContext(harness.sim.url, scope);
  t.setToken(login.data.accessToken);
  return createStaffApis(scopedSiteClient(createSiteClient(t.ctx, 'live'), scope));
}

describe('staff calls against the simulator', () => {
  it('the super admin’s calls parse every answer, no record dropped', async () => {
    resetDroppedRecords();
    const api = await staffAs('admin', 'admin1234');
    expect((await api.admin.streams()).length).toBeGreaterThanOrEqual(7);
    const ban = await api.admin.ban('demo', 60, 'spam');
    expect((await api.admin.bans()).map((b) => b.id)).toEqual([ban.id]);
    expect((await api.admin.lift([ban.id])).lifted).toBe(1);
    expect(await api.admin.addWord('tipster')).toContain('tipster');
    expect(await api.admin.removeWord('tipster')).not.toContain('tipster');
    expect((await api.admin.stats()).presenters).toBe(5);
    expect((await api.admin.audit()).map((e) => e.action)).toEqual([
      'word.remove',
      'word.add',
      'user.unban',
      'user.ban',
    ]);
    expect(droppedRecords()).toBe(0);
  });

  it('the presenter’s calls parse every answer, no record dropped', async () => {
    resetDroppedRecords();
    const api = await staffAs('anchor', 'anchor1234');
    const saved = await api.bans.save({
      userName: 'demo',
      presenterId: '501',
      roomId: 'room-9001',
      minutes: 10,
      reason: 'spam',
    });
    expect(
      (await api.bans.list({ presenterId: '501', pageNum: 1, pageSize: 20, q: 'spa', active: true })).list.map(
        (b) => b.id,
      ),
    ).toEqual([saved.id]);
    expect((await api.bans.update({ id: saved.id, minutes: 0 })).until).toBe(0);
    expect(await api.bans.info({ roomId: 'room-9001', presenterId: '501', userName: 'demo' })).toMatchObject({
      banned: true,
      id: saved.id,
      reason: 'spam',
    });
    expect((await api.chat.config('room-9001', '501')).canModerate).toBe(true);
    expect((await api.income.statistics('501')).series).toHaveLength(24);
    expect((await api.income.profitSum('501')).share).toBe(0.5);
    expect((await api.income.profitList('501', 1, 5)).list.length).toBeLessThanOrEqual(5);
    expect((await api.income.announced('501')).map((s) => s.streamId)).toEqual([9006]);
    expect((await api.income.followers('501')).total).toBeGreaterThan(0);
    expect((await api.income.rooms('501')).map((r) => r.roomId)).toEqual(expect.arrayContaining(['room-9001']));
    expect(droppedRecords()).toBe(0);
  });

  it('a member’s call is an ApiError with code 403', async () => {
    const api = await staffAs('demo', 'demo1234');
    const refusal = await api.admin.streams().catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).details.code).toBe(403);
    expect(((await api.income.profitSum('501').catch((e: unknown) => e)) as ApiError).details.code).toBe(403);
  });
});
