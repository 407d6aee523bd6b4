/**
 * Hand-written match records shaped like the provider's (docs/provider-extensions.md), for tests of the
 * schemas and of the streams. Only tests import this file, so it never reaches the bundle.
 */

export function sampleMatch(id = 4_301_001, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    sid: 1,
    bt: 1_767_261_600_000,
    ms: 5,
    ss: 1,
    ne: 128,
    ty: 2,
    nm: 'Hai Phong FC vs Hanoi FC',
    lg: { id: 10_245, na: 'V.League 1', or: 12, lurl: '/img/league/10245.png', sid: 1, rid: 84, rnm: 'Vietnam' },
    ts: [
      { id: 77_001, na: 'Hai Phong FC', lurl: '/img/team/77001.png' },
      { id: 77_002, na: 'Hanoi FC', lurl: null },
    ],
    mc: { s: 1_935, tu: 0, pe: 1002, r: true, tp: 1 },
    nsg: [
      { pe: 1001, tyg: 5, sc: [1, 0] },
      { pe: 1001, tyg: 6, sc: [3, 2] },
    ],
    mg: [
      {
        mty: 1005,
        pe: 1001,
        nm: '1x2',
        mks: [
          {
            id: 90_001,
            ss: 1,
            au: 1,
            mbl: 1,
            op: [
              { na: 'Home', ty: 1, od: 1.85, bod: 1.85, odt: 1 },
              { na: 'Draw', ty: 3, od: 3.4, bod: 3.4, odt: 1 },
              { na: 'Away', ty: 2, od: 4.1, bod: 4.1, odt: 1 },
            ],
          },
        ],
      },
      {
        mty: 1000,
        pe: 1001,
        nm: 'Handicap',
        mks: [
          {
            id: 90_002,
            ss: 1,
            au: 1,
            mbl: 1,
            li: '-0.5',
            op: [
              { na: 'Home', ty: 1, od: 1.92, li: '-0.5' },
              { na: 'Away', ty: 2, od: 1.96, li: '+0.5' },
            ],
          },
          {
            id: 90_003,
            ss: 0,
            au: 0,
            mbl: 0,
            li: '-1',
            op: [
              { na: 'Home', ty: 1, od: -1, li: '-1' },
              { na: 'Away', ty: 2, od: 2.6, li: '+1' },
            ],
          },
        ],
      },
    ],
    tms: 64,
    tps: ['p', 'h', 'c'],
    as: [],
    vs: { have: true, flvSD: 'https://live.example/flv/4301001.flv' },
    fid: 880_001,
    seq: 10,
    ...overrides,
  };
}
