import * as v from 'valibot';

/**
 * Match records as the provider sends them (PROVIDER-CONTRACT.md "Shapes"). Records are loose
 * objects: fields we do not read (and the simulator's extra `seq`) pass through untouched, so a
 * provider that adds a field never breaks the list. Numbers are parsed strictly (no string
 * coercion): a "1.85" where 1.85 belongs is a provider bug we want to see, not to paper over.
 * Fields the contract may leave out are `nullish`, because JSON servers often send null for absent.
 */

/** 0/1 from some deployments, booleans from others; read it as truthy/falsy. */
const Flag = v.union([v.boolean(), v.number()]);

export const League = v.looseObject({
  id: v.number(),
  na: v.string(),
  /** Sort order. */
  or: v.nullish(v.number()),
  lurl: v.nullish(v.string()),
  sid: v.nullish(v.number()),
  /** Region id and name. */
  rid: v.nullish(v.number()),
  rnm: v.nullish(v.string()),
});
export type League = v.InferOutput<typeof League>;

export const Team = v.looseObject({ id: v.number(), na: v.string(), lurl: v.nullish(v.string()) });
export type Team = v.InferOutput<typeof Team>;

/** Match clock. `pe` here is the clock period code set, never the market-period one. */
export const MatchClock = v.looseObject({
  /** Seconds played in the period. */
  s: v.number(),
  tu: v.nullish(v.number()),
  pe: v.number(),
  /** Running. */
  r: v.boolean(),
  tp: v.nullish(v.number()),
  /** Injury/added time; some feeds send it as text ("+3"). */
  itd: v.nullish(v.union([v.number(), v.string()])),
});
export type MatchClock = v.InferOutput<typeof MatchClock>;

/** One score line: `tyg` 5 goals/points, 6 corners, 7 yellow, 8 red; `sc` is [home, away]. */
export const MatchScore = v.looseObject({ pe: v.number(), tyg: v.number(), sc: v.tuple([v.number(), v.number()]) });
export type MatchScore = v.InferOutput<typeof MatchScore>;

export const MarketOption = v.looseObject({
  na: v.nullish(v.string()),
  nm: v.nullish(v.string()),
  /** Selection type (1 home, 2 away, 3 draw, 4 over, 5 under, ...). */
  ty: v.number(),
  /** European odds; below 0 means locked. */
  od: v.number(),
  /** Odds in the requested format. */
  bod: v.nullish(v.number()),
  odt: v.nullish(v.number()),
  li: v.nullish(v.string()),
});
export type MarketOption = v.InferOutput<typeof MarketOption>;

export const Market = v.looseObject({
  id: v.number(),
  /** Sale status: 0 suspended, 1 open, -1 not on sale. */
  ss: v.number(),
  /** Parlay allowed. */
  au: v.nullish(Flag),
  /** Main line. */
  mbl: v.nullish(Flag),
  li: v.nullish(v.string()),
  op: v.array(MarketOption),
});
export type Market = v.InferOutput<typeof Market>;

export const MarketGroup = v.looseObject({
  /** Market type (1005 1x2, 1000 handicap, 1007 over/under, ...). */
  mty: v.number(),
  /** Market period (1001 full time, 1002 first half, ...). */
  pe: v.number(),
  nm: v.nullish(v.string()),
  mks: v.array(Market),
});
export type MarketGroup = v.InferOutput<typeof MarketGroup>;

export const VideoSources = v.looseObject({
  web: v.nullish(v.string()),
  m3u8SD: v.nullish(v.string()),
  m3u8HD: v.nullish(v.string()),
  flvSD: v.nullish(v.string()),
  have: v.nullish(Flag),
});
export type VideoSources = v.InferOutput<typeof VideoSources>;

export const Match = v.looseObject({
  id: v.number(),
  /** Sport id (SPEC.md section 3). */
  sid: v.number(),
  /** Begin time, ms. */
  bt: v.number(),
  /** Match status: 0 ended ... 4 not started, 5 live ... 8 suspended. */
  ms: v.number(),
  ss: v.number(),
  ne: v.number(),
  /** 1 outright, 2 normal. */
  ty: v.number(),
  nm: v.string(),
  lg: League,
  ts: v.array(Team),
  mc: MatchClock,
  nsg: v.array(MatchScore),
  mg: v.array(MarketGroup),
  tms: v.nullish(v.number()),
  /** Market-group tab keys the match offers (p, h, c, ...). */
  tps: v.nullish(v.array(v.string())),
  as: v.nullish(v.array(v.unknown())),
  vs: v.nullish(VideoSources),
  fid: v.nullish(v.number()),
  /** The match's push sequence number when this record was taken (simulator; see push-protocol.ts). */
  seq: v.nullish(v.number()),
});
export type Match = v.InferOutput<typeof Match>;

/** The provider's paged answer `{ current, size, total, pageTotal, records }` for any record schema. */
export function providerPage<S extends v.GenericSchema>(record: S) {
  return v.looseObject({
    current: v.number(),
    size: v.number(),
    total: v.number(),
    pageTotal: v.nullish(v.number()),
    records: v.array(record),
  });
}

export const MatchPage = providerPage(Match);
export type MatchPage = v.InferOutput<typeof MatchPage>;
