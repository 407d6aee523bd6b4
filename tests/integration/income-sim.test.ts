import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { simUser } from './sim-user';
import { simulatorPerFile } from './sim-harness';

/** The presenter's income, figures, push and follow orders against a real simulator. */

const files = simulatorPerFile();
const sockets = files.sockets;

type Sum = { gifts: number; value: number; profit: number };

describe('presenter income and orders', () => {
  it('a gift sent in the presenter’s room shows in their profit list and sum, at half its value', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const before = (await anchor.call<Sum>('POST', '/api/live/gift/profit/sum', {})).data;
    expect(
      (await demo.call('POST', '/api/live/gift/save', { giftId: 3, count: 2, roomId: 'room-9001', presenterId: '501' }))
        .code,
    ).toBe(200);
    const after = (await anchor.call<Sum>('POST', '/api/live/gift/profit/sum', {})).data;
    expect(after.gifts - before.gifts).toBe(2);
    expect(after.value - before.value).toBe(40_000);
    const list = await anchor.call<{
      list: Array<{ userName: string; giftName: string; count: number; profit: number }>;
      total: number;
    }>('POST', '/api/live/gift/profit/list', { pageNum: 1, pageSize: 5 });
    expect(list.data.list[0]).toMatchObject({ userName: 'demo', giftName: 'Scarf', count: 2, profit: 20_000 });
    // Another scope does not see it; the seeded history is the same there.
    const elsewhere = await simUser(files.sim.url, 'anchor', randomUUID(), sockets);
    expect((await elsewhere.call<Sum>('POST', '/api/live/gift/profit/sum', {})).data).toEqual(before);
  });

  it('statistics/sum gives the presenter viewers, gifts, followers and an hourly series of a day', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    type Stats = {
      viewers: number;
      gifts: number;
      followers: number;
      series: Array<{ at: number; viewers: number; gifts: number; followers: number }>;
    };
    const first = (await anchor.call<Stats>('POST', '/api/live/statistics/sum', { presenterId: '501' })).data;
    expect(first.series).toHaveLength(24);
    expect(first.series.at(-1)!.followers).toBe(first.followers);
    expect(first.series.reduce((s, p) => s + p.gifts, 0)).toBe(first.gifts);
    await demo.call('POST', '/api/live/follow/order/save', { presenterId: 501 });
    expect((await anchor.call<Stats>('POST', '/api/live/statistics/sum', { presenterId: '501' })).data.followers).toBe(
      first.followers + 1,
    );
    // Without presenterId: the site's figures as before, for anyone.
    expect((await demo.call<{ presenters: number }>('POST', '/api/live/statistics/sum', {})).data.presenters).toBe(5);
  });

  it('follow orders: the presenter sees who follows; push orders list2: their upcoming streams and who reserved', async () => {
    const scope = randomUUID();
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    await demo.call('POST', '/api/live/follow/order/save', { presenterId: 501 });
    const followers = await anchor.call<{ total: number; list: Array<{ userName: string; nickName: string }> }>(
      'POST',
      '/api/live/follow/order/list',
      { presenterId: 501 },
    );
    expect(followers.data.list).toEqual([{ userName: 'demo', nickName: 'Demo' }]);
    expect(followers.data.total).toBe(12_841);
    expect((await demo.call('POST', '/api/live/push/order/save', { streamId: 9006 })).code).toBe(200);
    const list2 = await anchor.call<Array<{ streamId: number; users: string[]; reserveCount: number }>>(
      'POST',
      '/api/live/push/order/list2',
      {},
    );
    expect(list2.data.map((s) => s.streamId)).toEqual([9006]);
    expect(list2.data[0]!.users).toEqual(['demo']);
  });

  it('members are refused (403) and presenters see only their own figures', async () => {
    const scope = randomUUID();
    const demo = await simUser(files.sim.url, 'demo', scope, sockets);
    const anchor = await simUser(files.sim.url, 'anchor', scope, sockets);
    const admin = await simUser(files.sim.url, 'admin', scope, sockets);
    for (const path of ['/api/live/gift/profit/list', '/api/live/gift/profit/sum', '/api/live/push/order/list2']) {
      expect(await demo.call('POST', path, {}), path).toMatchObject({
        code: 403,
        msg: 'Only presenters can use the presenter console',
      });
      expect((await anchor.call('POST', path, { presenterId: '502' })).code, path).toBe(403);
      expect((await admin.call('POST', path, { presenterId: '502' })).code, path).toBe(200);
    }
    expect((await demo.call('POST', '/api/live/statistics/sum', { presenterId: '501' })).code).toBe(403);
    expect((await demo.call('POST', '/api/live/follow/order/list', { presenterId: 501 })).code).toBe(403);
    expect((await anchor.call('POST', '/api/live/follow/order/list', { presenterId: 502 })).code).toBe(403);
    // A member's own follow list is unchanged.
    expect((await demo.call('POST', '/api/live/follow/order/list', {})).code).toBe(200);
  });
});
