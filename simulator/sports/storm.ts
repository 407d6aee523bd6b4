import type { Rng } from '../core/rng';
import type { Group, SimMatch } from './types';
import { bucketOf } from './lists';
import { nudge } from './markets';
import type { PushServer } from './push-server';
import type { SportsWorld } from './world';

/**
 * The odds storm (benchmark load): `rate` odds messages per second spread round-robin over
 * `matches` matches, each message moving one main market by a tick or two and stamped with its
 * emit time (`ts`), until `durationMs` has passed. Live matches are taken first; when more are
 * asked for than are live, the soonest prematch matches fill up (a 500-row list needs them).
 * Prices move from the market's own odds (no model run), so thousands a second stay cheap.
 */

export interface StormRequest {
  rate: number;
  matches: number;
  durationMs: number;
  matchIds?: number[];
}

interface Running {
  until: number;
  rate: number;
  targets: { m: SimMatch; groups: Group[] }[];
  last: number;
  carry: number;
  cursor: number;
  sent: number;
}

export class Storm {
  private current: Running | undefined;

  constructor(
    private readonly world: SportsWorld,
    private readonly push: PushServer,
    private readonly rng: Rng,
  ) {}

  start(req: StormRequest, now: number): { matchIds: number[]; until: number } {
    const pool = req.matchIds?.length
      ? req.matchIds.map((id) => this.world.get(id)).filter((m): m is SimMatch => !!m)
      : this.pick(now);
    const targets = pool
      .slice(0, req.matchIds?.length ? pool.length : req.matches)
      .map((m) => ({ m, groups: m.groups.filter((g) => g.plan.main) }))
      .filter((t) => t.groups.length > 0);
    this.current = { until: now + req.durationMs, rate: req.rate, targets, last: now, carry: 0, cursor: 0, sent: 0 };
    return { matchIds: targets.map((t) => t.m.id), until: this.current.until };
  }

  stop(): number {
    const sent = this.current?.sent ?? 0;
    this.current = undefined;
    return sent;
  }

  status(): { running: boolean; sent: number; until: number } {
    return { running: !!this.current, sent: this.current?.sent ?? 0, until: this.current?.until ?? 0 };
  }

  private pick(now: number): SimMatch[] {
    const all = [...this.world.matches.values()].filter((m) => m.ty === 2 && (m.ms === 5 || m.ms === 4));
    const rank = (m: SimMatch) => (bucketOf(m, now) === 1 ? 0 : 1);
    return all.sort((a, b) => rank(a) - rank(b) || a.bt - b.bt || a.id - b.id);
  }

  run(now: number): void {
    const s = this.current;
    if (!s) return;
    const end = Math.min(now, s.until);
    const due = (s.rate * (end - s.last)) / 1000 + s.carry;
    const n = Math.floor(due);
    s.carry = due - n;
    s.last = end;
    // A suspended or closed market is skipped and the next one takes its turn, so the rate holds.
    for (let sent = 0, tries = 0; sent < n && tries < n * 4 && s.targets.length; tries++) {
      const t = s.targets[s.cursor % s.targets.length]!;
      s.cursor++;
      if (t.m.ms === 0 || t.m.suspendedUntil) continue;
      const g = t.groups[Math.floor(s.cursor / s.targets.length) % t.groups.length]!;
      const d = nudge(t.m, g, {}, () => this.rng.next());
      if (!d) continue;
      this.push.send(t.m, { type: 'odds', markets: [d] }, now);
      sent++;
      s.sent++;
    }
    if (now >= s.until) this.current = undefined;
  }
}
