import type { MediaService } from '../media-types';
import type { SportsWorld } from '../../sports/world';
import { sportOf } from '../../sports/catalog';
import { scoreLines } from '../../sports/serialize';
import type { SimClock } from '../../core/clock';
import type { SimMatch } from '../../sports/types';
import { filmedLive, MATCH_FEED_KEY } from './match-feed';
import {
  PRESENTERS,
  plannedStatus,
  seedCatalogue,
  STATUS,
  viewersAt,
  type SimPresenter,
  type MadeStream,
  type SimStream,
  type StreamStatus,
} from './seed';

/** Presenter-made streams kept in all (stopped ones are forgotten oldest first past it). */
export const MAX_MADE = 2000;
/** Streams one presenter may hold saved and not stopped, per scope (a test's own, or the demo's). */
export const MAX_OPEN_PER_PRESENTER = 100;

/**
 * The catalogue's state across scopes: which stream is on air is one fact for every viewer (there
 * is one media server), so status lives here, not per scope. With the live engines on, a one-second
 * timer moves statuses along their plans and tells the media service; tests override a stream's
 * status through the control routes (global too: a test that ends a stream should use its own).
 */
export class LiveCatalog {
  readonly streams: SimStream[];
  readonly anchor: number;
  private readonly overrides = new Map<number, StreamStatus>();
  private readonly applied = new Map<number, StreamStatus>();
  private readonly endedAt = new Map<number, number>();
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Streams presenters made in the console, after the seeded ones; ids from 9101. */
  readonly made: SimStream[] = [];
  private readonly offMedia: () => void;
  /** Test keys a scope plays instead of a stream's own (`/sim/control/live/stream-key`): key -> stream id. */
  private readonly lent = new Map<string, number>();

  constructor(
    seed: number,
    readonly world: SportsWorld,
    private readonly media: MediaService,
    private readonly clock: SimClock,
    private readonly moving: boolean,
  ) {
    this.anchor = clock.now();
    this.streams = seedCatalogue(seed, world, this.anchor);
    this.sync();
    // The provider's own video of the matches it films: one channel, on air for the simulator's life.
    media.publish(MATCH_FEED_KEY);
    // A presenter's encoder going on air is the first sign of a live stream: remember when.
    this.offMedia = media.onStateChange(({ key, state }) => {
      const s = this.made.find((x) => x.key === key);
      if (s?.made && state === 'live' && s.made.liveSince === null) s.made.liveSince = clock.now();
    });
  }

  /** Every stream, seeded and presenter-made (the admin's list). */
  all(): SimStream[] {
    return [...this.streams, ...this.made];
  }

  /**
   * Adds a presenter-made stream and opens its push (the media server checks the secret). False when its presenter
   * already holds MAX_OPEN_PER_PRESENTER streams not stopped in its scope. Past MAX_MADE the oldest stopped stream
   * is forgotten (its room no longer opens, its old key is refused like any unknown one), so saving in a loop cannot
   * grow it.
   */
  addMade(stream: SimStream): boolean {
    const mine = (s: SimStream) =>
      s.made?.userName === stream.made?.userName && s.made?.scope === stream.made?.scope && s.made?.phase !== 'stopped';
    if (stream.made && this.made.filter(mine).length >= MAX_OPEN_PER_PRESENTER) return false;
    if (this.made.length >= MAX_MADE) {
      const oldest = this.made.findIndex((s) => s.made?.phase === 'stopped');
      if (oldest < 0) return false;
      const [gone] = this.made.splice(oldest, 1);
      this.overrides.delete(gone!.id);
      this.applied.delete(gone!.id);
      this.endedAt.delete(gone!.id);
      this.media.forgetPush(gone!.key);
    }
    this.made.push(stream);
    if (stream.made) this.media.acceptPush(stream.key, stream.made.secret);
    return true;
  }

  /** A test key now carries this stream's video (in some scope): it is guarded as the stream is. */
  lendKey(key: string, streamId: number): void {
    this.lent.set(key, streamId);
  }

  /** Whether the video behind a media key is a fee room's: its play URLs must be signed (play-gate.ts). */
  needsGrant(key: string): boolean {
    const lentTo = this.lent.get(key);
    if (lentTo !== undefined && (this.stream(lentTo)?.fee ?? 0) > 0) return true;
    return this.all().some((s) => s.key === key && s.fee > 0);
  }

  /** Where the owner's encoder pushes (the media server's loopback RTMP port). */
  pushTarget(s: SimStream) {
    return s.made ? this.media.acceptPush(s.key, s.made.secret) : null;
  }

  pushStats(s: SimStream) {
    return this.media.pushStats(s.key);
  }

  /** The presenter stops a stream (or the admin does): its encoder is cut and viewers' rooms end. */
  stopMade(s: SimStream): void {
    if (!s.made || s.made.phase === 'stopped') return;
    s.made.phase = 'stopped';
    this.endedAt.set(s.id, this.clock.now());
    this.media.closePush(s.key);
    this.media.unpublish(s.key, 'ended');
  }

  start(): void {
    if (this.timer || this.clock.frozen) return;
    this.timer = setInterval(() => this.sync(), 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.offMedia();
  }

  stream(id: number): SimStream | undefined {
    return this.streams.find((s) => s.id === id) ?? this.made.find((s) => s.id === id);
  }

  /** The sport of a provider match a presenter may bind a stream to, or undefined for an unknown one. */
  matchExists(fbId: number): number | undefined {
    return this.world.get(fbId)?.sid;
  }

  /** Whether the provider's video channel is on air (match-feed.ts). */
  feedOnAir(): boolean {
    return this.media.state(MATCH_FEED_KEY) === 'live';
  }

  /** The matches whose own video plays now (none while the channel is off air), in start order. */
  filmedMatches(): SimMatch[] {
    if (!this.feedOnAir()) return [];
    return [...this.world.matches.values()].filter(filmedLive).sort((a, b) => a.bt - b.bt || a.id - b.id);
  }

  presenter(id: number): SimPresenter | undefined {
    return PRESENTERS.find((p) => p.id === id);
  }

  status(s: SimStream, now = this.clock.now()): StreamStatus {
    const forced = this.overrides.get(s.id);
    if (forced !== undefined) return forced;
    if (s.made) return madeStatus(s.made, this.media.state(s.key));
    if (this.applied.get(s.id) === STATUS.ended) return STATUS.ended;
    if (!this.moving) return s.initial;
    const planned = plannedStatus(s, this.anchor, now);
    // A stream of a match that is over ends with it.
    const m = this.world.get(s.fbId);
    if (planned === STATUS.live && (!m || m.ms === 0) && s.initial !== STATUS.ended) return STATUS.ended;
    return planned;
  }

  viewers(s: SimStream, now = this.clock.now()): number {
    // A presenter's own stream: the connections really open on it.
    if (s.made) return this.status(s, now) === STATUS.live ? (this.media.pushStats(s.key)?.viewers ?? 0) : 0;
    return viewersAt(s, this.status(s, now), now, this.moving);
  }

  endTime(s: SimStream): number | null {
    return s.endTime ?? this.endedAt.get(s.id) ?? null;
  }

  /** Test control: force a status (null gives the stream back to its plan). */
  force(id: number, status: StreamStatus | null): void {
    const made = this.made.find((s) => s.id === id);
    // Ending a presenter's stream (the admin's stop) is the presenter's stop: encoder cut, rooms ended.
    if (made && status === STATUS.ended) return this.stopMade(made);
    if (status === null) {
      this.overrides.delete(id);
      this.applied.delete(id);
      this.endedAt.delete(id);
    } else this.overrides.set(id, status);
    this.sync();
  }

  /** Puts on air what should be, takes off what should not: only changes reach the media service. */
  sync(now = this.clock.now()): void {
    for (const s of this.streams) {
      const status = this.status(s, now);
      if (this.applied.get(s.id) === status) continue;
      this.applied.set(s.id, status);
      if (status === STATUS.live) this.media.publish(s.key);
      else if (status === STATUS.ended) {
        if (s.endTime === null && !this.endedAt.has(s.id)) this.endedAt.set(s.id, now);
        this.media.unpublish(s.key, 'ended');
      } else this.media.unpublish(s.key, 'offline');
    }
  }

  /** The streamed match as the cards and the room show it, or null when the provider forgot it. */
  match(s: SimStream, lang: 'en' | 'vi' | 'zh' | 'th') {
    const m = this.world.get(s.fbId);
    if (!m) return null;
    return {
      id: m.id,
      sportId: m.sid,
      ms: m.ms,
      bt: m.bt,
      league: m.league.names[lang],
      home: m.home.names[lang],
      away: m.away.names[lang],
      score: this.score(s.fbId),
    };
  }

  /** 'a:b' for a match in play or over; '' before kick-off or for a match the provider forgot. */
  score(fbId: number): string {
    const m = this.world.get(fbId);
    if (!m) return '';
    const [ft] = scoreLines(m, sportOf(m.sid));
    return ft ? `${ft.sc[0]}:${ft.sc[1]}` : '';
  }
}

/**
 * A presenter-made stream's status from its phase and its encoder: stopped is ended; on air is live;
 * dropped after going on air is offline (encoder lost, the room waits); never on air yet is upcoming.
 */
export function madeStatus(made: MadeStream, media: 'live' | 'offline' | 'ended'): StreamStatus {
  if (made.phase === 'stopped' || media === 'ended') return STATUS.ended;
  if (media === 'live') return STATUS.live;
  return made.liveSince !== null ? STATUS.offline : STATUS.upcoming;
}
