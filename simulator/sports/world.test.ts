import { describe, expect, it } from 'vitest';
import { SportsWorld } from './world';
import { SPORT_IDS, SPORTS, sportOf } from './catalog';
import { clockPe } from './period-codes';
import { bucketOf } from './lists';
import { matchRecord } from './serialize';
import { convertOdds, fairLine, normalOutcome, poissonOutcome, price, probsFor } from './odds-math';
import { setWinProb, setsOutcome } from './sets-math';
import { LEAGUES } from './leagues';

const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);
const SEED = 20261122;
const world = new SportsWorld(SEED, NOW);
const all = [...world.matches.values()];

describe('seeded world', () => {
  it('is deterministic: the same seed and anchor give the same data', () => {
    const again = new SportsWorld(SEED, NOW);
    const render = (w: SportsWorld) =>
      JSON.stringify(
        [...w.matches.values()].map((m) => matchRecord(m, NOW, { lang: 'en', oddsType: 1, origin: '', detail: true })),
      );
    expect(render(again)).toBe(render(world));
    expect(render(new SportsWorld(SEED + 1, NOW))).not.toBe(render(world));
  });

  it('holds every sport and the Olympic id, in every list', () => {
    const expected = [1, 3, 177, 178, 5, 7, 13, 47, 15, 19, 16, 6, 4, 2, 51, 8, 14, 100];
    expect([...SPORT_IDS].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    for (const sid of expected) {
      const buckets = new Set(all.filter((m) => m.sid === sid).map((m) => bucketOf(m, NOW)));
      for (const b of [0, 1, 3, 4]) expect(buckets.has(b as 0), `sport ${sid} bucket ${b}`).toBe(true);
    }
  });

  it('has well over 300 matches on sale, live, today, early, outright and results', () => {
    const count = (b: number) => all.filter((m) => bucketOf(m, NOW) === b).length;
    expect(all.filter((m) => m.ms !== 0).length).toBeGreaterThanOrEqual(500);
    expect(count(1)).toBeGreaterThan(80);
    expect(count(3)).toBeGreaterThan(100);
    expect(count(4)).toBeGreaterThan(200);
    expect(count(7)).toBeGreaterThan(10);
    expect(count(0)).toBeGreaterThan(80);
  });

  it('places matches in time: live ones started, today ones later today, early ones later', () => {
    for (const m of all) {
      const b = bucketOf(m, NOW);
      if (b === 1) expect(m.bt).toBeLessThanOrEqual(NOW);
      if (b === 3 || b === 4) expect(m.bt).toBeGreaterThan(NOW);
      if (b === 0) expect(m.endedAt).toBeLessThan(NOW);
    }
  });

  it('offers the main columns per sport', () => {
    const columns = (sid: number) =>
      new Set(
        sportOf(sid)
          .plans.filter((p) => p.main)
          .map((p) => `${p.mty}/${p.pe}`),
      );
    expect(columns(1)).toEqual(new Set(['1005/1001', '1000/1001', '1007/1001', '1005/1002', '1000/1002', '1007/1002']));
    expect(columns(3)).toEqual(new Set(['3004/3001', '3002/3001', '3003/3001', '3004/3003', '3002/3003', '3003/3003']));
    expect(columns(5)).toEqual(new Set(['5001/5001', '5002/5001', '5003/5001', '5004/5001']));
    expect(columns(14)).toEqual(new Set(['14001/14001', '14006/14001', '14003/14001']));
    const soccerDetail = new Set(sportOf(1).plans.map((p) => p.mty));
    for (const mty of [1002, 1006, 1008, 1009, 1010, 1011, 1012]) expect(soccerDetail.has(mty)).toBe(true);
    for (const def of SPORTS)
      expect(def.plans.filter((p) => p.main).length, `sport ${def.sid}`).toBeGreaterThanOrEqual(3);
  });

  it('prices match markets with a 5-7 % overround', () => {
    let checked = 0;
    for (const m of all) {
      if (m.ty !== 2 || m.ms === 0) continue;
      for (const g of m.groups) {
        for (const mk of g.mks) {
          // Clamped prices (1.01, 100) and near-certain outcomes no longer carry the margin exactly.
          if (mk.ss !== 1 || mk.od.some((od) => od < 1.05 || od > 30)) continue;
          const cover = g.plan.kind === 'dc' ? 2 : 1;
          const book = mk.od.reduce((s, od) => s + 1 / od, 0) / cover;
          expect(book, `${m.id} ${g.plan.mty}/${g.plan.pe} ${mk.od.join(' ')}`).toBeGreaterThanOrEqual(1.045);
          expect(book).toBeLessThanOrEqual(1.08);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('renders contract-shaped records with clock codes, not market-period codes', () => {
    const live = all.find((m) => m.sid === 1 && m.ms === 5)!;
    const r = matchRecord(live, NOW, { lang: 'en', oddsType: 1, origin: 'http://h', detail: true });
    expect(Object.keys(r)).toEqual([
      'id',
      'sid',
      'bt',
      'ms',
      'ss',
      'ne',
      'ty',
      'nm',
      'lg',
      'ts',
      'mc',
      'nsg',
      'mg',
      'tms',
      'tps',
      'as',
      'vs',
      'fid',
      'seq',
    ]);
    expect(Object.keys(r.lg)).toEqual(['id', 'na', 'or', 'lurl', 'sid', 'rid', 'rnm']);
    expect([1002, 1003, 1004]).toContain(r.mc.pe);
    const g = r.mg[0]!;
    expect(Object.keys(g)).toEqual(['mty', 'pe', 'nm', 'tab', 'mks']);
    expect(Object.keys(g.mks[0]!)).toEqual(['id', 'ss', 'au', 'mbl', 'li', 'op']);
    expect(Object.keys(g.mks[0]!.op[0]!)).toEqual(['na', 'nm', 'ty', 'od', 'bod', 'odt', 'li']);
    const pre = all.find((m) => m.sid === 3 && m.ms === 4)!;
    expect(clockPe(sportOf(3), pre.clock, pre.periods)).toBe(3001);
  });

  it('names leagues and teams in the four languages', () => {
    const epl = LEAGUES.find((l) => l.names.en === 'Premier League')!;
    expect(epl.names).toEqual({
      en: 'Premier League',
      vi: 'Ngoại hạng Anh',
      zh: '英格兰超级联赛',
      th: 'พรีเมียร์ลีก อังกฤษ',
    });
    const united = epl.teams.find((t) => t.names.en === 'Manchester United')!;
    expect(united.names.zh).toBe('曼联');
    const ucl = LEAGUES.find((l) => l.names.en === 'UEFA Champions League')!;
    expect(ucl.teams.find((t) => t.names.en === 'Arsenal')).toBe(epl.teams.find((t) => t.names.en === 'Arsenal'));
    const esoccer = LEAGUES.find((l) => l.sid === 177)!;
    expect(esoccer.teams[0]!.names.zh).toMatch(/^皇家马德里 \(/);
    const m = all.find((x) => x.sid === 1 && x.league.rid === epl.rid)!;
    expect(matchRecord(m, NOW, { lang: 'zh', oddsType: 1, origin: '', detail: false }).lg.rnm).toBe('英格兰');
  });

  it('gives some matches video and animation', () => {
    const live = all.filter((m) => m.ms === 5);
    expect(live.filter((m) => m.video).length).toBeGreaterThan(10);
    const r = matchRecord(
      live.find((m) => m.video)!,
      NOW,
      { lang: 'en', oddsType: 1, origin: '', detail: false },
    );
    expect(r.vs).toMatchObject({ have: true, flvSD: `/live/flv/${r.id}.flv` });
    expect(live.some((m) => m.anim)).toBe(true);
  });
});

describe('odds maths', () => {
  it('puts the main line where both sides are close to even', () => {
    const o = poissonOutcome(1.6, 1.0, 0, 0);
    const ou = fairLine('ou', o, 0.5);
    expect(Math.abs(probsFor('ou', ou, o)![0]! - 0.5)).toBeLessThan(0.12);
    const b = normalOutcome(6, 12, 180, 16);
    const ah = fairLine('ah', b, 1);
    expect(Math.abs(ah + 6)).toBe(0.5);
    expect(Math.abs(probsFor('ah', ah, b)![0]! - 0.5)).toBeLessThan(0.03);
  });

  it('takes the margin off fair prices and converts odds formats', () => {
    const od = price([0.5, 0.5], 0.06);
    expect(od).toEqual([1.88, 1.88]);
    expect(convertOdds(1.88, 2)).toBe(0.88);
    expect(convertOdds(2.5, 3)).toBe(-0.67);
    expect(convertOdds(2.5, 5)).toBe(150);
    expect(convertOdds(1.5, 5)).toBe(-200);
  });

  it('computes set races exactly', () => {
    expect(setWinProb(0.5, 0, 0, { target: 25, by2: true })).toBeCloseTo(0.5, 10);
    expect(setWinProb(0.55, 24, 20, { target: 25, by2: true })).toBeCloseTo(
      1 - 0.45 ** 4 * (1 - 0.55 ** 2 / (0.55 ** 2 + 0.45 ** 2)),
      10,
    );
    const s = setsOutcome(1, 0, 2, 0.5, 0.5);
    expect(s.diff.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(s.expectedSets).toBeCloseTo(2.5, 10);
  });
});
