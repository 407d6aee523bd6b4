import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleMatch } from '../../tests/support/match-fixtures';
import { Match } from '../api/provider/match-schemas';
import type { OddsMessage } from '../api/push-protocol';
import { MatchDraft, isSuspended, sameBesidesMarkets, sameBesidesPrices, type MatchState } from './match-draft';

const draft = () => new MatchDraft(v.parse(Match, sampleMatch(1)));
const odds = (markets: OddsMessage['markets']): OddsMessage => ({ type: 'odds', mid: 1, seq: 1, ts: 0, markets });
const find = (state: MatchState, marketId: number) => state.mg.flatMap((g) => g.mks).find((m) => m.id === marketId);

describe('MatchDraft', () => {
  it('copies a changed option once per frame and never touches what it emitted', () => {
    const d = draft();
    d.apply(odds([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.9 }] }]));
    d.apply(odds([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.8 }] }]));
    const first = d.seal();
    expect(find(first, 90_001)?.op[0]).toMatchObject({ od: 1.8 });
    // No previous price rides on the record: the button keeps what it showed (odds-move-marks.ts).
    expect(find(first, 90_001)?.op[0]).not.toHaveProperty('pod');

    d.apply(odds([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 2.0 }] }]));
    const second = d.seal();
    expect(find(second, 90_001)?.op[0]?.od).toBe(2.0);
    // The first emitted state was not touched.
    expect(find(first, 90_001)?.op[0]?.od).toBe(1.8);
    expect(second).not.toBe(first);
  });

  it('keeps the identity of options a push repeats unchanged', () => {
    const d = draft();
    const before = d.seal();
    d.apply(
      odds([
        {
          id: 90_001,
          ss: 1,
          op: [
            { ty: 1, od: 1.85 },
            { ty: 2, od: 2.2 },
          ],
        },
      ]),
    );
    const after = d.seal();
    expect(find(after, 90_001)?.op[0]).toBe(find(before, 90_001)?.op[0]);
    expect(find(after, 90_001)?.op.find((o) => o.ty === 2)?.od).toBe(2.2);
  });

  it('tells an odds-only change from one the head of the row shows (score, clock, status, a new record)', () => {
    const d = draft();
    const before = d.seal();
    d.apply(odds([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.7 }] }]));
    const moved = d.seal();
    expect(moved).not.toBe(before);
    expect(sameBesidesMarkets(before, moved)).toBe(true);
    d.apply({
      type: 'score',
      mid: 1,
      seq: 2,
      ts: 0,
      nsg: [{ pe: 1001, tyg: 5, sc: [1, 0] }],
      mc: { s: 600, pe: 1002, r: true },
    });
    expect(sameBesidesMarkets(moved, d.seal())).toBe(false);
    const status = d.seal();
    d.apply({ type: 'status', mid: 1, seq: 3, ts: 0, ms: status.ms === 8 ? 5 : 8 });
    expect(sameBesidesMarkets(status, d.seal())).toBe(false);
    const replaced = d.seal();
    d.replace(v.parse(Match, sampleMatch(1)));
    expect(sameBesidesMarkets(replaced, d.seal())).toBe(false);
    expect(sameBesidesMarkets(moved, { ...moved, extra: 1 })).toBe(false);
  });

  it('tells a price tick from what a row renders again for: a lock, a sale status, a line, a new option or market', () => {
    const d = draft();
    const before = d.seal();
    d.apply(odds([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.7 }] }]));
    const ticked = d.seal();
    expect(sameBesidesPrices(before, ticked)).toBe(true);
    const changes: OddsMessage['markets'][] = [
      [{ id: 90_001, ss: 1, op: [{ ty: 1, od: -1 }] }],
      [{ id: 90_001, ss: 0, op: [] }],
      [{ id: 90_001, ss: 1, li: '2.5', op: [] }],
      [{ id: 90_001, ss: 1, op: [{ ty: 77, od: 3.1 }] }],
      [{ id: 95_555, mty: 1000, pe: 1001, ss: 1, op: [{ ty: 1, od: 2 }] }],
    ];
    for (const markets of changes) {
      const was = d.seal();
      d.apply(odds(markets));
      expect(sameBesidesPrices(was, d.seal()), JSON.stringify(markets)).toBe(false);
    }
    // Out of locked again is a change too, and a score is one whatever the prices did.
    const locked = d.seal();
    d.apply(odds([{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.5 }] }]));
    expect(sameBesidesPrices(locked, d.seal())).toBe(false);
    const open = d.seal();
    d.apply({ type: 'status', mid: 1, seq: 3, ts: 0, ms: open.ms === 8 ? 5 : 8 });
    expect(sameBesidesPrices(open, d.seal())).toBe(false);
  });

  it('returns the same object when nothing changed since the last seal', () => {
    const d = draft();
    const a = d.seal();
    expect(d.seal()).toBe(a);
  });

  it('suspends a market and adds unknown markets only when the push says where they belong', () => {
    const d = draft();
    d.apply(odds([{ id: 90_001, ss: 0, op: [] }]));
    d.apply(odds([{ id: 95_000, ss: 1, op: [{ ty: 4, od: 1.9 }] }]));
    d.apply(
      odds([
        {
          id: 95_001,
          ss: 1,
          mty: 1007,
          pe: 1001,
          li: '2.5',
          op: [
            { ty: 4, od: 1.9 },
            { ty: 5, od: 1.9 },
          ],
        },
      ]),
    );
    d.apply(odds([{ id: 95_001, ss: 1, op: [{ ty: 4, od: 1.95 }] }]));
    const state = d.seal();
    expect(isSuspended(find(state, 90_001)!)).toBe(true);
    expect(find(state, 95_000)).toBeUndefined();
    const totals = state.mg.find((g) => g.mty === 1007);
    expect(totals?.mks[0]?.op.map((o) => o.od)).toEqual([1.95, 1.9]);
  });

  it('applies score and status messages, keeping clock fields the push does not carry', () => {
    const d = draft();
    d.apply({
      type: 'score',
      mid: 1,
      seq: 1,
      ts: 0,
      nsg: [{ pe: 1001, tyg: 5, sc: [2, 0] }],
      mc: { s: 2_400, pe: 1004, r: true },
    });
    d.apply({ type: 'status', mid: 1, seq: 2, ts: 0, ms: 8 });
    const state = d.seal();
    expect(state.nsg).toEqual([{ pe: 1001, tyg: 5, sc: [2, 0] }]);
    expect(state.mc).toMatchObject({ s: 2_400, pe: 1004, r: true, tu: 0, tp: 1 });
    expect(state.ms).toBe(8);
  });

  it('a pushed clock is read at the message time, so it never runs on from the snapshot time', () => {
    const d = draft();
    d.apply({ type: 'score', mid: 1, seq: 1, ts: 1_700_000_060_000, nsg: [], mc: { s: 160, pe: 1001, r: true } });
    const state = d.seal();
    expect(state.mc).toMatchObject({ s: 160, tu: 1_700_000_060_000 });
    d.apply({ type: 'status', mid: 1, seq: 2, ts: 1_700_000_090_000, ms: 5, mc: { s: 190, pe: 1001, r: true } });
    expect(d.seal().mc).toMatchObject({ s: 190, tu: 1_700_000_090_000 });
  });

  it('a snapshot replaces everything and re-indexes moved markets', () => {
    const d = draft();
    d.apply(odds([{ id: 90_002, newId: 90_010, ss: 1, op: [] }]));
    d.replace(v.parse(Match, sampleMatch(1)));
    d.apply(odds([{ id: 90_002, ss: 1, op: [{ ty: 1, od: 2.2 }] }]));
    expect(find(d.seal(), 90_002)?.op[0]?.od).toBe(2.2);
  });
});

describe('MatchDraft new options', () => {
  it('adds an option first seen in a push and updates it within the frame', () => {
    const d = new MatchDraft(v.parse(Match, sampleMatch(1)));
    d.apply({ type: 'odds', mid: 1, seq: 1, ts: 0, markets: [{ id: 90_002, ss: 1, op: [{ ty: 3, od: 3.1 }] }] });
    d.apply({ type: 'odds', mid: 1, seq: 2, ts: 0, markets: [{ id: 90_002, ss: 1, op: [{ ty: 3, od: 3.2 }] }] });
    const option = d.seal().mg[1]!.mks[0]!.op.find((o) => o.ty === 3)!;
    expect(option.od).toBe(3.2);
  });
});
