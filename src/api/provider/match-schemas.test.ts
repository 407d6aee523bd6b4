import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { parseData } from '../parse';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import { sampleMatch } from '../../../tests/support/match-fixtures';
import { Match, MatchPage } from './match-schemas';

describe('Match schema', () => {
  it('accepts a recorded-looking live soccer record and keeps extra fields', () => {
    const raw = { ...sampleMatch(), extraFromProvider: 'kept' };
    const match = parseData(Match, raw, '/v1/match/getMatchDetail');
    expect(match.id).toBe(4_301_001);
    expect(match.mg[1]?.mks[1]?.op[0]?.od).toBe(-1);
    expect(match.seq).toBe(10);
    expect(match['extraFromProvider']).toBe('kept');
  });

  it('accepts a record without optional fields (outright with no teams, null league logo)', () => {
    const { tms: _t, tps: _p, as: _a, vs: _v, fid: _f, seq: _s, ...rest } = sampleMatch();
    const outright = { ...rest, ty: 1, ts: [], nsg: [], lg: { id: 3, na: 'World Cup', lurl: null } };
    expect(v.safeParse(Match, outright).success).toBe(true);
  });

  it('leaves out a market whose odds came as a string, keeps its match, and logs the path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetDroppedRecords();
    const raw = sampleMatch();
    const mg = raw.mg as { mks: { op: { od: unknown }[] }[] }[];
    mg[0]!.mks[0]!.op[0]!.od = '1.85';
    const page = parseData(MatchPage, { current: 1, size: 50, total: 1, records: [raw] }, '/v1/match/getList');
    expect(page.records).toHaveLength(1);
    expect(page.records[0]!.mg[0]!.mks).toEqual([]);
    expect(page.records[0]!.mg[1]!.mks).toHaveLength(2);
    expect(droppedRecords('/v1/match/getList')).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('/v1/match/getList at records[0].mg[0].mks[0].op.0.od (id 90001)'),
    );
  });

  it('a page whose paging is broken is malformed and names the path', () => {
    let error: unknown;
    try {
      parseData(MatchPage, { current: '1', size: 50, total: 1, records: [sampleMatch()] }, '/v1/match/getList');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('malformed');
    expect((error as ApiError).message).toContain('/v1/match/getList');
    expect((error as ApiError).message).toContain('current');
  });

  it('reads fields no screen reads as absent when they hold something else, and keeps the record', () => {
    const raw = sampleMatch(7, {
      ne: '128',
      ss: null,
      tps: 'p,h',
      fid: { id: 1 },
      lg: { id: 3, na: 'Cup', rid: 'VN', or: [] },
    });
    const match = v.parse(Match, raw);
    expect(match).toMatchObject({
      id: 7,
      ne: undefined,
      ss: null,
      tps: undefined,
      fid: undefined,
      lg: { id: 3, na: 'Cup', rid: undefined, or: undefined },
    });
    // A field a screen reads must still be right when present: the region name shown over the league.
    expect(v.safeParse(Match, sampleMatch(7, { lg: { id: 3, na: 'Cup', rnm: 84 } })).success).toBe(false);
  });

  it('accepts a record without the fields no screen reads (ne, ss, team ids, nsg, mg)', () => {
    const { ne: _ne, ss: _ss, nsg: _nsg, mg: _mg, ...rest } = sampleMatch();
    const match = v.parse(Match, { ...rest, ts: [{ na: 'Home' }, { na: 'Away' }] });
    expect(match.nsg).toEqual([]);
    expect(match.mg).toEqual([]);
    expect(match.ts.map((t) => t.na)).toEqual(['Home', 'Away']);
  });

  it('rejects a score line that is not a pair', () => {
    const result = v.safeParse(Match, sampleMatch(1, { nsg: [{ pe: 1001, tyg: 5, sc: [1] }] }));
    expect(result.success).toBe(false);
    if (!result.success) expect(v.summarize(result.issues)).toContain('nsg.0.sc');
  });

  it('rejects a record without its league', () => {
    const { lg: _lg, ...rest } = sampleMatch();
    const result = v.safeParse(Match, rest);
    expect(result.success).toBe(false);
    if (!result.success) expect(v.summarize(result.issues)).toContain('lg');
  });
});
