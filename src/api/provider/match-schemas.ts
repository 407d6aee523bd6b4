import * as v from 'valibot';
import { providerPage, recordList, unread } from '../record-list';

/**
 * Match records as the provider sends them (docs/provider-extensions.md, "Match records: field meanings we chose"). Records are loose
 * objects: fields we do not read (and the simulator's extra `seq`) pass through untouched, so a
 * provider that adds a field never breaks the list. Numbers are parsed strictly (no string
 * coercion): a "1.85" where 1.85 belongs is a provider bug we want to see, not to paper over.
 *
 * The record rule (docs/decisions.md, "Odd records"): a record must carry what its screen needs
 * to show it, everything else is optional. Required here is what the list row, the league header
 * and the detail page read: id, sport, start, status, kind, name, league id and name, team names,
 * and the clock's seconds, period and running flag; a market needs its id, status and options'
 * type and odds. Fields no screen reads (`ss`, `ne`, `tms`, `fid`, a team's id ...) are `unread`:
 * absent, null or unreadable, they read as absent. Optional fields a screen does read are
 * `nullish` (JSON servers often send null for absent) but must hold the right type when present:
 * a line text that is not text would put a price on screen without its line. A record that breaks the rule is left out of
 * its list (record-list.ts), and so is a market or market group inside a record: one odd market
 * does not take its match with it.
 */

/** 0/1 from some deployments, booleans from others; read it as truthy/falsy. */
const Flag = v.union([v.boolean(), v.number()]);

export const League = v.looseObject({
  id: v.number(),
  na: v.string(),
  /** Sort order. */
  or: unread(v.number()),
  lurl: unread(v.string()),
  sid: unread(v.number()),
  /** Region id and name (the header shows the name). */
  rid: unread(v.number()),
  rnm: v.nullish(v.string()),
});
export type League = v.InferOutput<typeof League>;

/** Teams are shown by name; the id is not read (and scores are by position, home then away). */
export const Team = v.looseObject({ id: unread(v.number()), na: v.string(), lurl: unread(v.string()) });
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
  nm: unread(v.string()),
  /** Selection type (1 home, 2 away, 3 draw, 4 over, 5 under, ...). */
  ty: v.number(),
  /** European odds; below 0 means locked. */
  od: v.number(),
  /** Odds in the requested format (lists ask for European odds and convert them here). */
  bod: unread(v.number()),
  odt: unread(v.number()),
  li: v.nullish(v.string()),
});
export type MarketOption = v.InferOutput<typeof MarketOption>;

export const Market = v.looseObject({
  id: v.number(),
  /** Sale status: 0 suspended, 1 open, -1 not on sale. */
  ss: v.number(),
  /** Parlay allowed. */
  au: unread(Flag),
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
  mks: recordList(Market, 'mks'),
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
  /** Sport id (src/lib/sports/sport-catalog.ts). */
  sid: v.number(),
  /** Begin time, ms. */
  bt: v.number(),
  /** Match status: 0 ended ... 4 not started, 5 live ... 8 suspended. */
  ms: v.number(),
  /** Match-level sale status and market count: no screen reads them. */
  ss: unread(v.number()),
  ne: unread(v.number()),
  /** 1 outright, 2 normal: decides which row shows the record. */
  ty: v.number(),
  nm: v.string(),
  lg: League,
  /** Absent means no teams known: the row shows `nm` instead (as for an outright). */
  ts: v.nullish(v.array(Team), () => []),
  mc: MatchClock,
  /** Absent means nothing scored or sent yet. Not a record list: a line left out would change the score. */
  nsg: v.nullish(v.array(MatchScore), () => []),
  /** Absent means no markets on sale; an unreadable group or market is left out on its own. */
  mg: v.nullish(recordList(MarketGroup, 'mg'), () => []),
  tms: unread(v.number()),
  /** Market-group tab keys the match offers (p, h, c, ...); the tabs come from the groups instead. */
  tps: unread(v.array(v.string())),
  as: v.nullish(v.array(v.unknown())),
  vs: v.nullish(VideoSources),
  fid: unread(v.number()),
  /** The match's push sequence number when this record was taken (simulator; see push-protocol.ts). */
  seq: v.nullish(v.number()),
});
export type Match = v.InferOutput<typeof Match>;

export const MatchPage = providerPage(Match);
export type MatchPage = v.InferOutput<typeof MatchPage>;
