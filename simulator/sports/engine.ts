import { createRng, type Rng } from '../core/rng';
import type { MarketDelta } from '../../src/api/push-protocol';
import type { SimMatch } from './types';
import { SPORTS, sportOf } from './catalog';
import type { SportDef } from './sport-def';
import { outcomes } from './model';
import { forceLineMove, nudge, reprice } from './markets';
import { finish, kickOff, nextDue, step, type PlayEvent } from './play';
import { matchClock, scoreLines } from './serialize';
import { bucketOf } from './lists';
import type { PushServer } from './push-server';
import type { SportsWorld } from './world';
import { Storm } from './storm';
import type { SimClock } from '../core/clock';

/**
 * The live engine: one 100 ms interval moves every live match (clock, scores, suspensions, odds
 * drift, line moves), kicks off matches at their start time, finishes them into results, keeps
 * the live count steady, runs the storm, then flushes the push server once. Work per tick is a
 * comparison per live match unless something is due, so at normal load it costs a few % CPU.
 */

const TICK_MS = 100;
const HOUSEKEEPING_MS = 1000;

export class LiveEngine {
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly rng: Rng;
  private readonly live = new Set<SimMatch>();
  private lastHousekeeping = 0;
  private lastPrune = 0;
  readonly storm: Storm;

  constructor(
    private readonly world: SportsWorld,
    private readonly push: PushServer,
    seed: number,
    private readonly clock: SimClock,
  ) {
    this.rng = createRng(seed ^ 0x11fe);
    this.storm = new Storm(world, push, this.rng);
    for (const m of world.matches.values()) if (m.ms === 5) this.track(m, clock.now());
  }

  start(): void {
    // A frozen clock never makes anything due: no ticks to spend CPU on.
    if (this.timer || this.clock.frozen) return;
    this.timer = setInterval(() => this.tick(this.clock.now()), TICK_MS);
    // The interval must not keep a test process alive on its own.
    this.timer.unref();
  }

  /** Whether ticks run (not with `live: false` or a frozen clock: test controls then drive it). */
  get running(): boolean {
    return this.timer !== undefined;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private track(m: SimMatch, now: number): void {
    this.live.add(m);
    m.next.odds = now + 500 + this.rng.next() * 2000;
  }

  tick(now: number): void {
    for (const m of this.live) this.advance(m, now);
    this.storm.run(now);
    if (now - this.lastHousekeeping >= HOUSEKEEPING_MS) {
      this.lastHousekeeping = now;
      this.housekeeping(now);
    }
    this.push.flush();
  }

  private advance(m: SimMatch, now: number): void {
    const def = sportOf(m.sid);
    let guard = 0;
    for (let due = nextDue(m); due <= now && guard < 50; due = nextDue(m), guard++) {
      this.handle(m, def, step(m, def, this.rng, due), now);
    }
    if (m.ms !== 5) return;
    if (m.suspendedUntil) {
      if (now < m.suspendedUntil) return;
      // Reopen after the goal with the new prices (lines may move now).
      m.suspendedUntil = 0;
      this.odds(m, reprice(m, outcomes(m, def, now), this.world.ids, { lineMoves: true }), now);
      m.next.odds = now + 1000 + this.rng.next() * 2000;
      return;
    }
    if (now >= m.next.odds) {
      this.drift(m, def);
      this.odds(m, reprice(m, outcomes(m, def, now), this.world.ids, { lineMoves: true }), now);
      m.next.odds = now + 800 + this.rng.next() * 2000;
    }
  }

  private handle(m: SimMatch, def: SportDef, ev: PlayEvent, now: number): void {
    if (ev.score || ev.clock) {
      const sent = this.push.send(m, { type: 'score', nsg: scoreLines(m, def), mc: clock(m, def, now) });
      if (ev.score) m.scoredAt = sent.ts;
    }
    if (m.ms === 0) return this.finished(m, def, now);
    if (ev.suspend) {
      this.odds(m, reprice(m, outcomes(m, def, now), this.world.ids, { suspend: true }), now);
      m.suspendedUntil = now + 3000 + this.rng.next() * 4000;
    } else if (ev.clock) {
      // A period ended or began: markets of a finished scope come off the board now.
      this.odds(m, reprice(m, outcomes(m, def, now), this.world.ids, { lineMoves: true }), now);
    }
  }

  private finished(m: SimMatch, def: SportDef, now: number): void {
    this.odds(m, reprice(m, outcomes(m, def, now), this.world.ids), now);
    this.push.send(m, { type: 'status', ms: 0, mc: clock(m, def, now) });
    this.live.delete(m);
  }

  private odds(m: SimMatch, markets: MarketDelta[], now: number): void {
    if (markets.length) this.push.send(m, { type: 'odds', markets }, now);
  }

  /** The model's strengths wander a little: prices move even when nothing happens. */
  private drift(m: SimMatch, def: SportDef): void {
    const r = () => (this.rng.next() - 0.5) * 0.006;
    if (def.family === 'sets') {
      m.params.h = Math.min(0.75, Math.max(0.25, m.params.h + r() / 2));
      m.params.a = 1 - m.params.h;
    } else if (def.family === 'rounds') {
      m.params.h = Math.min(0.9, Math.max(0.1, m.params.h + r()));
    } else {
      m.params.h *= Math.exp(r());
      m.params.a *= Math.exp(r());
    }
  }

  /** Starts a match now: status 5, then its in-play prices. */
  kickOffNow(m: SimMatch, now: number): void {
    const def = sportOf(m.sid);
    kickOff(m, def, this.rng, now);
    this.push.send(m, { type: 'status', ms: 5, mc: clock(m, def, now) });
    this.odds(m, reprice(m, outcomes(m, def, now), this.world.ids, { lineMoves: true }), now);
    this.track(m, now);
  }

  private housekeeping(now: number): void {
    const liveBySport = new Map<number, number>();
    const todayBySport = new Map<number, number>();
    for (const m of this.world.matches.values()) {
      if (m.ty !== 2) continue;
      if (m.ms === 4 && m.bt <= now) this.kickOffNow(m, now);
      const b = bucketOf(m, now);
      if (b === 1) liveBySport.set(m.sid, (liveBySport.get(m.sid) ?? 0) + 1);
      if (b === 3) todayBySport.set(m.sid, (todayBySport.get(m.sid) ?? 0) + 1);
    }
    // Keep the live count steady: a new match kicks off when one ends (at most one per sport a second).
    for (const def of SPORTS) {
      if ((liveBySport.get(def.sid) ?? 0) < (this.world.liveTarget.get(def.sid) ?? 0))
        this.track(this.world.spawnLive(def, now, this.rng), now);
      if ((todayBySport.get(def.sid) ?? 0) < Math.ceil((this.world.todayTarget.get(def.sid) ?? 0) * 0.7))
        this.world.create(def, 'today', now, this.rng);
    }
    this.prematchDrift(now);
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now;
      this.world.prune();
    }
  }

  /** A few prematch prices move each second, as books trim them before kick-off. */
  private prematchDrift(now: number): void {
    const ids = [...this.world.matches.keys()];
    for (let i = 0; i < 3 && ids.length; i++) {
      const m = this.world.get(this.rng.pick(ids));
      if (!m || m.ms !== 4) continue;
      const g = this.rng.pick(m.groups);
      // A test that changes this market's price itself must see only its own changes.
      if (g?.mks.some((mk) => mk.pinned)) continue;
      const d = g && nudge(m, g, outcomes(m, sportOf(m.sid), now), () => this.rng.next());
      if (d) this.odds(m, [d], now);
    }
  }

  /** Test control: a goal (point, run) for a side now, with its suspension. */
  forceScore(m: SimMatch, side: 0 | 1, now: number): boolean {
    const def = sportOf(m.sid);
    const cur = m.score.per[Math.max(0, m.clock.period - 1)];
    // Set sports would need the set-end rules; tests force goals in timed sports.
    if (!cur || m.ms !== 5 || def.family === 'sets' || def.family === 'rounds') return false;
    cur[side] += def.family === 'points' ? (def.values?.[0] ?? 1) : 1;
    this.handle(m, def, { score: true, clock: false, status: false, suspend: true }, now);
    return true;
  }

  /** Test control: move a main line now. */
  forceLineMove(m: SimMatch, now: number): MarketDelta[] {
    const deltas = forceLineMove(m, outcomes(m, sportOf(m.sid), now), this.world.ids, m.suspendedUntil > 0);
    this.odds(m, deltas, now);
    return deltas;
  }

  /** Test control: end a live match now. */
  forceFinish(m: SimMatch, now: number): void {
    if (m.ms !== 5) return;
    const def = sportOf(m.sid);
    finish(m, def, now);
    this.finished(m, def, now);
  }
}

/** The clock as push messages carry it (push-protocol.ts Clock). */
function clock(m: SimMatch, def: SportDef, now: number) {
  const mc = matchClock(m, def, now);
  return { s: mc.s, pe: mc.pe, r: mc.r, tp: mc.tp, itd: mc.itd };
}
