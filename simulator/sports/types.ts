/**
 * Internal state of the sports simulator. Provider records (docs/provider-extensions.md) are rendered
 * from these by serialize.ts; nothing here is sent as is.
 */

/** The four languages of `languageType` (CMN, ENG, VIE, THA). */
export type Lang = 'en' | 'vi' | 'zh' | 'th';
export type Names = Record<Lang, string>;

/**
 * How a sport scores, which decides its odds model (model.ts) and its live play (play.ts):
 * goals: Poisson goals/runs on a running clock; points: many scoring events on a clock (normal
 * approximation); sets: race-to-N sets of points, games or frames; rounds: boxing bouts.
 */
export type Family = 'goals' | 'points' | 'sets' | 'rounds';

/** Market kinds: how options are laid out and priced (odds-math.ts). */
export type Kind = '1x2' | 'ml' | 'ah' | 'eh' | 'ou' | 'oe' | 'dc' | 'dnb' | 'yn' | 'outright';

export interface Team {
  id: number;
  names: Names;
  /** Seeded strength, around 1 (0.6 weak .. 1.4 strong). */
  rating: number;
}

export interface League {
  id: number;
  sid: number;
  names: Names;
  /** Sort order inside its sport (`lg.or`). */
  or: number;
  rid: number;
  hot: boolean;
  teams: Team[];
  /** Overrides the sport's period count (e.g. 5-round Muay Thai bouts). */
  periods?: number;
}

/** One market group to offer: a (mty, pe) pair priced from one outcome scope of the model. */
export interface MarketPlan {
  mty: number;
  pe: number;
  kind: Kind;
  /** Outcome scope key from model.ts (ft, h1, cft, pts, s1, ...). */
  scope: string;
  /** Name key for the group title (i18n.ts MARKET_NAMES). */
  name: string;
  /** Period label key for the title (i18n.ts PERIOD_NAMES); empty for the whole match. */
  period: string;
  /** A main column: shown in lists (getList). */
  main?: boolean;
  /** Line step for ah/ou/eh: 0.5 allows whole and half lines, 1 only x.5 lines. */
  step?: number;
  /** Alternate lines at main +- alt (detail only). */
  alt?: number;
  /** Smallest handicap offered (set handicaps start at 1.5: 0.5 would be the winner market). */
  minAbs?: number;
  /** Tab key (docs/provider-extensions.md, "Market group tab"). */
  tab: string;
}

export interface Mkt {
  id: number;
  /** Handicap (home side) or total; 0 for line-less kinds. */
  line: number;
  ss: number;
  /** European odds per option, in the kind's option order. */
  od: number[];
  main: boolean;
  /** Set through the test control (/sim/control/odds `pin`): the prematch drift leaves this market alone. */
  pinned?: true;
}

export interface Group {
  plan: MarketPlan;
  mks: Mkt[];
}

export type Phase = 'pre' | 'play' | 'break' | 'ended';

export interface Clock {
  phase: Phase;
  /** Current (or last finished, during a break) period, 1-based; periods past regulation are overtime. */
  period: number;
  /** Game clock seconds at `at` (elapsed, or remaining for count-down sports). */
  secs: number;
  at: number;
  running: boolean;
  /** When the current timed phase ends (ms); Infinity for phases that end on a score. */
  endsAt: number;
  /** Added minutes announced for the period (soccer). */
  itd: number;
}

export interface Score {
  /** [home, away] per period (index = period - 1). */
  per: [number, number][];
  corners: [number, number];
  cornersH1: [number, number];
  yellow: [number, number];
  red: [number, number];
}

export interface SimMatch {
  id: number;
  sid: number;
  league: League;
  home: Team;
  away: Team;
  bt: number;
  ms: number;
  /** 1 outright, 2 normal. */
  ty: 1 | 2;
  video: boolean;
  anim: boolean;
  neutral: boolean;
  /** Overround above 1 (0.05 = 105 %). */
  margin: number;
  /**
   * Model strength: goals -> expected goals per team over regulation; points -> expected points
   * per team; sets -> h is the home side's point (game/frame) win probability; rounds -> h is the
   * home fighter's win share, a the stoppage chance per round.
   */
  params: { h: number; a: number };
  /** Soccer corners per team over the match. */
  corners: { h: number; a: number };
  periods: number;
  clock: Clock;
  score: Score;
  groups: Group[];
  seq: number;
  /** Next scheduled events (ms). */
  next: { score: number; minor: number; odds: number };
  suspendedUntil: number;
  endedAt: number;
  /** Server time (the `ts` of its score push) of the last score change: the room chat's cheers name it (`reactsTo`). */
  scoredAt?: number;
  /** Outright records: the title and the entrants. */
  outright?: { title: Names; entrants: Team[] };
}
