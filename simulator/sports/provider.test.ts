import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../server';
import { frozenClock } from '../core/clock';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

/** 2026-11-22 10:00 UTC (18:00 UTC+8), held still: the seeded world and its lists are the same on every run. */
const AT = Date.parse('2026-11-22T10:00:00Z');

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ control: true, port: 0, live: true, distDir: '/nonexistent', clock: frozenClock(AT) });
});
afterAll(async () => {
  await sim.close();
});

async function post(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<any> {
  const r = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '', ...headers },
    body: JSON.stringify(body),
  });
  expect(r.status).toBe(200);
  return r.json();
}
const fb = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  post(`/fb/v1/${path}`, body, headers);

describe('provider: getList', () => {
  it('answers on the port it picked, in the provider envelope', async () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const r = await fb('match/getList', { type: 1, sportId: 1 });
    expect(r).toMatchObject({ success: true, code: 0, message: 'success' });
    expect(r.data.records.length).toBeGreaterThan(10);
    for (const m of r.data.records) expect(m).toMatchObject({ sid: 1, ms: 5, ty: 2 });
  });

  it('pages without overlap and counts pages', async () => {
    const first = await fb('match/getList', { type: 4, sportId: 1, size: 30, current: 1 });
    const second = await fb('match/getList', { type: 4, sportId: 1, size: 30, current: 2 });
    expect(first.data).toMatchObject({ current: 1, size: 30 });
    expect(first.data.total).toBeGreaterThanOrEqual(60);
    expect(first.data.pageTotal).toBe(Math.ceil(first.data.total / 30));
    const ids = new Set(first.data.records.map((m: any) => m.id));
    expect(second.data.records.some((m: any) => ids.has(m.id))).toBe(false);
    const bts = first.data.records.map((m: any) => m.bt);
    expect([...bts].sort((a, b) => a - b)).toEqual(bts);
    const beyond = await fb('match/getList', { type: 4, sportId: 1, size: 50, current: 99 });
    expect(beyond.data.records).toEqual([]);
  });

  it('filters by list type, sports, leagues, match ids and time', async () => {
    const now = AT;
    const today = await fb('match/getList', { type: 3, sportIds: [1, 3] });
    // Both sports have matches later today at 18:00 UTC+8, and no other sport comes back.
    expect(new Set(today.data.records.map((m: any) => m.sid))).toEqual(new Set([1, 3]));
    for (const m of today.data.records) expect(m.ms).toBe(4);
    const mixed = await fb('match/getList', { type: 6, sportId: 1, size: 50 });
    expect(new Set(mixed.data.records.map((m: any) => m.ms))).toEqual(new Set([5, 4]));
    const outright = await fb('match/getList', { type: 7, sportId: 1 });
    expect(outright.data.records.every((m: any) => m.ty === 1 && m.ts.length === 0)).toBe(true);
    const league = today.data.records[0].lg.id;
    const byLeague = await fb('match/getList', { type: 0, sportId: 1, leagueIds: [league] });
    expect(byLeague.data.records.every((m: any) => m.lg.id === league)).toBe(true);
    const picked = [today.data.records[0].id, mixed.data.records[0].id];
    const follow = await fb('match/getList', { type: 0, matchIds: picked });
    expect(follow.data.records.map((m: any) => m.id).sort()).toEqual([...picked].sort());
    const window = await fb('match/getList', {
      type: 4,
      sportId: 1,
      beginTime: now + 3 * 86_400_000,
      endTime: now + 4 * 86_400_000,
    });
    for (const m of window.data.records) expect(m.bt).toBeGreaterThanOrEqual(now + 3 * 86_400_000);
    const byLeagueOrder = await fb('match/getList', { type: 0, sportIds: [1], orderBy: 1, size: 50 });
    const ors = byLeagueOrder.data.records.map((m: any) => m.lg.or);
    expect([...ors].sort((a, b) => a - b)).toEqual(ors);
  });

  it('lists only the main columns, one main line each; the detail has every group', async () => {
    const list = await fb('match/getList', { type: 1, sportId: 1, size: 5 });
    const m = list.data.records[0];
    // Soccer's three main columns, in column order: 1x2, handicap, over/under.
    expect(m.mg.map((g: any) => g.mty)).toEqual([1005, 1000, 1007]);
    for (const g of m.mg) {
      expect(g.mks).toHaveLength(1);
      expect(g.mks[0].mbl).toBe(1);
    }
    const detail = await fb('match/getMatchDetail', { matchId: m.id, oddsType: 1 });
    expect(detail.data.mg.length).toBeGreaterThan(m.mg.length);
    expect(detail.data.tms).toBeGreaterThan(m.mg.length);
    expect(detail.data.seq).toBeGreaterThanOrEqual(0);
    const columns = await fb('match/getList', {
      type: 1,
      sportId: 1,
      size: 5,
      markets: [{ marketType: 1008, period: 1001 }],
    });
    expect(columns.data.records[0].mg.map((g: any) => g.mty)).toEqual([1008]);
  });

  it('quotes Hong Kong odds as European minus one', async () => {
    const r = await fb('match/getList', { type: 4, sportId: 3, size: 3, oddsType: 2 });
    const op = r.data.records[0].mg[0].mks[0].op[0];
    expect(op.odt).toBe(2);
    expect(op.bod).toBeCloseTo(op.od - 1, 5);
  });

  it('speaks the request language', async () => {
    const zh = await fb('match/getList', { type: 4, sportId: 1, size: 50, languageType: 'CMN' });
    const vi = await fb('match/getList', { type: 4, sportId: 1, size: 50 });
    const en = await fb('match/getList', { type: 4, sportId: 1, size: 50, languageType: 'ENG' });
    const names = (r: any) => new Set(r.data.records.map((m: any) => m.lg.na));
    expect([...names(zh)].some((n) => /[\u4e00-\u9fff]/.test(n as string))).toBe(true);
    expect([...names(en)]).toEqual(expect.arrayContaining(['Premier League', 'La Liga']));
    expect([...names(vi)].some((n) => /Anh|Ý|Đức|Pháp|Tây Ban Nha|V\.League/.test(n as string))).toBe(true);
  });
});

describe('provider: validation and errors', () => {
  it('answers code 5 for bad parameters', async () => {
    for (const body of [
      { type: 1, sportId: 1, size: 51 },
      { type: 1 },
      { type: 1, sportId: 999 },
      { type: 12, sportId: 1 },
      { type: 1, sportId: 1, current: 0 },
      { type: 1, sportId: 1, oddsType: 9 },
      { type: 1, sportId: 'x' },
      { type: 1, sportId: 1, sportIds: [3] },
      { type: 1, sportId: 1, beginTime: 10, endTime: 5 },
    ]) {
      const r = await fb('match/getList', body);
      expect(r, JSON.stringify(body)).toMatchObject({ success: false, code: 5, data: null });
      expect(r.message).not.toBe('');
    }
    expect((await fb('match/getMatchDetail', { matchId: 1 })).code).toBe(5);
    expect((await fb('match/getMatchDetail', {})).code).toBe(5);
    expect((await fb('match/matchResultInfo', { matchId: 1 })).code).toBe(5);
  });

  it('answers code 5 in the envelope for a body that is not JSON', async () => {
    const r = await fetch(`${sim.url}/fb/v1/match/getList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: '' },
      body: '{"type":',
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ success: false, code: 5 });
  });

  it('answers 14010 for a token we did not issue, and serves guests and fb- tokens', async () => {
    expect(await fb('match/statistical', {}, { authorization: 'garbage' })).toMatchObject({
      success: false,
      code: 14010,
    });
    expect((await fb('match/statistical', {}, { authorization: '' })).code).toBe(0);
    expect((await fb('match/statistical', {}, { authorization: 'fb-abc-123' })).code).toBe(0);
  });

  it('passes injected maintenance (code 8) through the fault rules, per scope', async () => {
    const scope = { 'x-sim-scope': 'maint-test' };
    const rule = {
      match: '/fb/v1/match/statistical',
      kind: 'error',
      code: 8,
      msg: 'Maintenance [1700000000000-1700003600000]',
      times: 1,
    };
    expect(await post('/sim/control/faults', rule, scope)).toEqual({ ok: true });
    expect((await fb('match/statistical', {}, { 'x-sim-scope': 'other' })).code).toBe(0);
    expect(await fb('match/statistical', {}, scope)).toEqual({
      success: false,
      code: 8,
      message: 'Maintenance [1700000000000-1700003600000]',
      data: null,
    });
    expect((await fb('match/statistical', {}, scope)).code).toBe(0);
  });
});

describe('provider: other endpoints', () => {
  it('statistical counts live, today, early and outright per sport', async () => {
    const r = await fb('match/statistical', { languageType: 'ENG' });
    expect(r.data.sl.map((s: any) => s.ty)).toEqual([7, 1, 3, 4]);
    for (const s of r.data.sl) expect(s.tc).toBe(s.ssl.reduce((n: number, e: any) => n + e.c, 0));
    expect(r.data.tc).toBe(r.data.sl.reduce((n: number, s: any) => n + s.tc, 0));
    expect(r.data.sl[1].des).toBe('Live');
    const live = await fb('match/getList', { type: 1, sportId: 1 });
    const soccerLive = r.data.sl[1].ssl.find((e: any) => e.sid === 1).c;
    expect(Math.abs(soccerLive - live.data.total)).toBeLessThanOrEqual(2);
  });

  it('getOnSaleLeagues lists leagues with matches of the type', async () => {
    const r = await fb('match/getOnSaleLeagues', { sportId: 1, type: 1 });
    expect(r.data.length).toBeGreaterThan(3);
    expect(r.data[0]).toMatchObject({ sid: 1, hot: expect.any(Boolean), mt: expect.any(Number) });
    expect((await fb('match/getOnSaleLeagues', { type: 1 })).code).toBe(5);
  });

  it('recommends a handful of hot live and today matches', async () => {
    const r = await fb('match/queryMatchByRecommend', { size: 4 });
    expect(r.data).toHaveLength(4);
    expect(r.data[0].ms).toBe(5);
  });

  it('matchCount counts per sport and list type', async () => {
    const r = await fb('match/matchCount', { type: 1 });
    expect(r.data.tc).toBe(r.data.ssl.reduce((n: number, e: any) => n + e.c, 0));
    expect(r.data.tyl.find((t: any) => t.ty === 1).c).toBe(r.data.tc);
    const soccer = await fb('match/matchCount', { sportId: 1, type: 0 });
    expect(soccer.data.ssl).toEqual([{ sid: 1, c: soccer.data.tc }]);
  });

  it('serves results by date range with final and half-time scores', async () => {
    const now = AT;
    const page = await fb('match/matchResultPage', {
      sportId: 1,
      beginTime: now - 5 * 86_400_000,
      endTime: now,
      size: 10,
    });
    expect(page.data.total).toBeGreaterThanOrEqual(20);
    const first = page.data.records[0];
    expect(first.ms).toBe(0);
    const lines = first.nsg.filter((l: any) => l.tyg === 5);
    expect(lines.map((l: any) => l.pe)).toEqual(expect.arrayContaining([1001, 1002]));
    const list = await fb('match/matchResultList', { sportIds: [1, 3], beginTime: now - 5 * 86_400_000, endTime: now });
    expect(list.data.every((m: any) => [1, 3].includes(m.sid))).toBe(true);
    const info = await fb('match/matchResultInfo', { matchId: first.id });
    expect(info.data).toMatchObject({ id: first.id, ms: 0, mc: { pe: 1005 } });
    expect((await fb('match/matchResultPage', { beginTime: 0, endTime: now })).code).toBe(5);
  });

  it('serves bulletins: top items and pages', async () => {
    const top = await fb('bulletin/listTop', { languageType: 'ENG' });
    expect(top.data.length).toBeGreaterThan(0);
    expect(top.data[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      publishTime: expect.any(Number),
    });
    const page = await fb('bulletin/listPage', { current: 1, size: 5, languageType: 'VIE' });
    expect(page.data).toMatchObject({ current: 1, size: 5 });
    expect(page.data.records).toHaveLength(5);
    expect(page.data.total).toBeGreaterThan(5);
  });
});
