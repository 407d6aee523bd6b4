/**
 * Raw records as the provider sends them (docs/betting-api.md), for the schema, machine and view
 * tests. Each call returns a fresh object; `overrides` replace top-level fields.
 */

export function sampleLeg(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mid: 90_001,
    matchId: 4_301_001,
    mty: 1000,
    pe: 1001,
    ty: 1,
    od: 1.85,
    li: '-0.5',
    nm: 'Hà Nội FC – Hải Phòng',
    mn: 'Handicap',
    on: 'Hà Nội FC',
    mbt: 1_795_860_000_000,
    re: 0,
    ...overrides,
  };
}

export function sampleOrder(
  id = '7301234567890123456',
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    cid: 'client-0001',
    st: 4,
    sa: 100_000,
    uwl: null,
    bt: 1_795_856_400_000,
    cte: 1,
    od: 1.85,
    co: 0,
    mwa: 185_000,
    ops: [sampleLeg()],
    ...overrides,
  };
}

export function sampleParlay(
  id = '7301234567890123999',
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return sampleOrder(id, {
    od: 3.7,
    sn: 2001,
    in: 1,
    mwa: 370_000,
    ops: [
      sampleLeg(),
      sampleLeg({
        mid: 90_101,
        matchId: 4_301_002,
        mn: 'Over/Under',
        on: 'Over',
        li: '2.5',
        od: 2,
        nm: 'Viettel – SHB Đà Nẵng',
      }),
    ],
    ...overrides,
  });
}

export function sampleReservation(id = 'R-1001', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    cid: 'client-r-0001',
    matchId: 4_301_001,
    mid: 90_001,
    ty: 1,
    tod: 2.1,
    cod: 1.85,
    sa: 50_000,
    st: 0,
    ct: 1_795_856_400_000,
    et: 1_795_860_000_000,
    nm: 'Hà Nội FC – Hải Phòng',
    mn: 'Handicap',
    on: 'Hà Nội FC',
    li: '-0.5',
    ...overrides,
  };
}

export const page = (records: unknown[], current = 1, size = 50, total = records.length) => ({
  current,
  size,
  total,
  records,
});
