import { createRng, type Rng } from '../core/rng';
import type { League, SimMatch, Team } from './types';
import { SPORTS, sportOf } from './catalog';
import type { SportDef } from './sport-def';
import { leaguesOf } from './leagues';
import { outcomes } from './model';
import { buildGroups, buildOutright, type IdSource } from './markets';
import { fastForward, kickOff } from './play';
import { DAY, roundTo5Min, startOfDayUtc8, todayEnd } from './calendar';
import { seasonLabel, WORDS } from './i18n';

/**
 * The seeded world: every match the provider knows, generated from the seed and an anchor time
 * (the same seed and anchor give the same data). Live matches kicked off before the anchor and
 * were played forward to it, so their scores and clocks agree. The live engine (engine.ts) moves
 * the world on; the routes read it.
 */

export type Category = 'live' | 'today' | 'early' | 'finished' | 'outright';

/** Individual sports and tournaments on neutral ground have no home advantage. */
const NEUTRAL_SPORTS = new Set([5, 15, 16, 19, 47, 51, 100]);
const MAX_FINISHED = 1500;

export class SportsWorld {
  readonly matches = new Map<number, SimMatch>();
  readonly liveTarget = new Map<number, number>();
  readonly todayTarget = new Map<number, number>();
  private nextMatchId = 3_100_001;
  private nextMarketId = 40_000_001;
  readonly ids: IdSource = { next: () => this.nextMarketId++ };
  /** Teams already booked per day, so a club never plays twice on one day. */
  private readonly booked = new Set<string>();
  private readonly outrights = new Set<number>();

  constructor(
    readonly seed: number,
    readonly anchor: number,
  ) {
    const rng = createRng(seed ^ 0x5b0c7);
    for (const def of SPORTS) {
      const cats: [Category, number][] = Object.entries(def.counts) as [Category, number][];
      for (const [cat, count] of cats) for (let i = 0; i < count; i++) this.create(def, cat, anchor, rng);
      this.liveTarget.set(def.sid, def.counts.live);
      this.todayTarget.set(def.sid, def.counts.today);
    }
  }

  get(id: number): SimMatch | undefined {
    return this.matches.get(id);
  }

  /** Creates one match of the category at `now` and adds it to the world. */
  create(def: SportDef, cat: Category, now: number, rng: Rng): SimMatch {
    const leagues = leaguesOf(def.sid);
    // Hot leagues carry more fixtures, as on real books.
    const weighted = leagues.flatMap((l) => (l.hot ? [l, l, l] : [l]));
    if (cat === 'outright') {
      // One outright per competition, the big ones first.
      const free =
        [...leagues].sort((a, b) => Number(b.hot) - Number(a.hot)).find((l) => !this.outrights.has(l.id)) ??
        leagues[0]!;
      this.outrights.add(free.id);
      return this.add(this.outright(def, free, now, rng));
    }
    const league = rng.pick(weighted);
    const bt = this.startTime(def, cat, now, rng);
    const [home, away] = this.pair(league, bt, rng);
    const m = this.blank(def, league, home, away, bt, cat, rng);
    if (cat === 'live' || cat === 'finished') this.play(m, def, cat, now, rng);
    if (cat !== 'finished') m.groups = buildGroups(m, def, outcomes(m, def, now), this.ids);
    return this.add(m);
  }

  private add(m: SimMatch): SimMatch {
    this.matches.set(m.id, m);
    return m;
  }

  private startTime(def: SportDef, cat: Category, now: number, rng: Rng): number {
    const end = todayEnd(now);
    switch (cat) {
      case 'live':
        return now - Math.round((0.05 + 0.7 * rng.next()) * estimatedSecs(def) * 1000);
      case 'today':
        return roundTo5Min(now + 600_000 + rng.next() * (end - now - 900_000));
      case 'early':
        return roundTo5Min(end + rng.next() * 7 * DAY);
      default:
        return roundTo5Min(startOfDayUtc8(now) - (1 + rng.int(0, 2)) * DAY + rng.next() * DAY * 0.9);
    }
  }

  private pair(league: League, bt: number, rng: Rng): [Team, Team] {
    const day = Math.floor(bt / DAY);
    let home = rng.pick(league.teams);
    let away = rng.pick(league.teams);
    for (let tries = 0; tries < 12; tries++) {
      home = rng.pick(league.teams);
      away = rng.pick(league.teams);
      if (home !== away && !this.booked.has(`${home.id}:${day}`) && !this.booked.has(`${away.id}:${day}`)) break;
    }
    if (home === away) away = league.teams[(league.teams.indexOf(home) + 1) % league.teams.length]!;
    this.booked.add(`${home.id}:${day}`);
    this.booked.add(`${away.id}:${day}`);
    return [home, away];
  }

  private blank(def: SportDef, league: League, home: Team, away: Team, bt: number, cat: Category, rng: Rng): SimMatch {
    const neutral = NEUTRAL_SPORTS.has(def.sid);
    const diff = home.rating - away.rating + (neutral ? 0 : 0.12);
    const [lo, hi] = def.total;
    const total = lo + (hi - lo) * rng.next();
    let params: { h: number; a: number };
    if (def.family === 'goals') {
      const share = clamp(0.5 + def.spread * diff * 0.6, 0.15, 0.85);
      params = { h: total * share, a: total * (1 - share) };
    } else if (def.family === 'points') {
      const md = def.spread * diff;
      params = { h: (total + md) / 2, a: (total - md) / 2 };
    } else if (def.family === 'sets') {
      const p = clamp(0.5 + def.spread * diff * 0.7, 0.3, 0.7);
      params = { h: p, a: 1 - p };
    } else {
      params = { h: 1 / (1 + Math.exp(-def.spread * diff)), a: 0.04 + 0.08 * rng.next() };
    }
    const cornerTotal = 8.5 + 3 * rng.next();
    const cornerShare = clamp(0.5 + 0.3 * diff, 0.25, 0.75);
    const videoChance =
      cat === 'live' ? ([1, 3, 177, 178].includes(def.sid) ? 0.55 : 0.3) : cat === 'today' ? 0.3 : 0.08;
    return {
      id: this.nextMatchId++,
      sid: def.sid,
      league,
      home,
      away,
      bt,
      ms: cat === 'finished' ? 0 : 4,
      ty: 2,
      video: rng.chance(videoChance),
      anim: rng.chance(cat === 'early' ? 0.4 : 0.75),
      neutral,
      margin: 0.05 + 0.02 * rng.next(),
      params,
      corners: { h: cornerTotal * cornerShare, a: cornerTotal * (1 - cornerShare) },
      periods: league.periods ?? def.timed?.periods ?? 2 * (def.sets?.win ?? 1) - 1,
      clock: { phase: 'pre', period: 0, secs: 0, at: bt, running: false, endsAt: Infinity, itd: 0 },
      score: { per: [], corners: [0, 0], cornersH1: [0, 0], yellow: [0, 0], red: [0, 0] },
      groups: [],
      seq: 0,
      next: { score: Infinity, minor: Infinity, odds: Infinity },
      suspendedUntil: 0,
      endedAt: 0,
    };
  }

  /** Kicks off at bt and plays forward: to now for live matches (retrying if it would be over), to the end for results. */
  private play(m: SimMatch, def: SportDef, cat: Category, now: number, rng: Rng): void {
    for (let attempt = 0; attempt < 5; attempt++) {
      kickOff(m, def, rng, m.bt);
      fastForward(m, def, rng, cat === 'live' ? now : m.bt + 2 * DAY);
      if (cat !== 'live' || m.ms === 5) return;
      // Finished early (a quick straight-sets win): kick off later and try again.
      m.bt = now - Math.round((now - m.bt) / 2);
      m.score = { per: [], corners: [0, 0], cornersH1: [0, 0], yellow: [0, 0], red: [0, 0] };
    }
    m.bt = now - 30_000;
    kickOff(m, def, rng, m.bt);
  }

  private outright(def: SportDef, league: League, now: number, rng: Rng): SimMatch {
    const entrants = [...league.teams].sort((a, b) => b.rating - a.rating).slice(0, 16);
    const m = this.blank(
      def,
      league,
      entrants[0]!,
      entrants[1]!,
      roundTo5Min(now + (20 + rng.int(0, 100)) * DAY),
      'early',
      rng,
    );
    const season = seasonLabel(now);
    const title = Object.fromEntries(
      (['en', 'vi', 'zh', 'th'] as const).map((l) => [l, `${league.names[l]} ${season} - ${WORDS.winnerSuffix![l]}`]),
    ) as SimMatch['league']['names'];
    m.ty = 1;
    m.video = false;
    m.anim = false;
    m.outright = { title, entrants };
    m.groups = buildOutright(m, def, this.ids);
    return m;
  }

  /** A fresh live match kicking off now (the engine keeps the live count steady). */
  spawnLive(def: SportDef, now: number, rng: Rng): SimMatch {
    const m = this.create(def, 'today', now, rng);
    m.bt = now;
    kickOff(m, def, rng, now);
    m.groups = buildGroups(m, def, outcomes(m, def, now), this.ids);
    return m;
  }

  /** Drops the oldest results beyond the cap, so a long run keeps its memory flat. */
  prune(): void {
    const finished = [...this.matches.values()].filter((m) => m.ms === 0);
    if (finished.length <= MAX_FINISHED) return;
    finished.sort((a, b) => a.endedAt - b.endedAt || a.bt - b.bt);
    for (const m of finished.slice(0, finished.length - MAX_FINISHED)) this.matches.delete(m.id);
  }
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Rough real duration of a match (seconds), to place live matches somewhere inside it. */
export function estimatedSecs(def: SportDef): number {
  if (def.timed) {
    const t = def.timed;
    return t.periods * (t.periodSecs + t.breakSecs) + t.halfTimeSecs;
  }
  const s = def.sets!;
  return (s.eventSecs * s.perSet + s.breakSecs) * (s.win * 1.6);
}

export { sportOf };
