import { dateTimeFormat } from '../format/intl-cache';
import { dateTimeFormatter } from '../format/date-time';
import { sportInfoOrGeneric, type SportInfo } from './sport-catalog';

/**
 * Match clock and score text (docs/provider-extensions.md, "Code sets"). `mc.pe` is decoded with the
 * CLOCK-period table of the sport's family, never with the market-period one (soccer clock 1003 is
 * half-time, while market period 1003 is the second half). Everything returns translation keys of
 * the `sports` namespace plus values, so the list and the detail page word it the same way.
 */

export type ClockPhase = 'notStarted' | 'play' | 'break' | 'halfTime' | 'overtime' | 'ended' | 'unknown';

export interface PeriodText {
  readonly phase: ClockPhase;
  /** Period number while playing (half, quarter, set ...). */
  readonly n?: number;
  /** Translation key (`clock.*`). */
  readonly key: string;
  readonly values?: { readonly n: number };
}

const periodText = (phase: ClockPhase, key: string, n?: number): PeriodText =>
  n === undefined ? { phase, key } : { phase, n, key, values: { n } };

function playing(info: SportInfo, n: number): PeriodText {
  if (info.unit === 'half' && n <= 2) return periodText('play', n === 1 ? 'clock.firstHalf' : 'clock.secondHalf', n);
  return periodText('play', `clock.unit.${info.unit}`, n);
}

/** Decodes a clock-period code (`mc.pe`) for a sport. Unknown codes say so instead of guessing. */
export function decodeClockPeriod(sid: number, pe: number): PeriodText {
  const info = sportInfoOrGeneric(sid);
  const offset = pe - info.base;
  if (offset === 1) return periodText('notStarted', 'clock.notStarted');
  if (info.clockCodes === 'soccer') {
    // B+2 first half, +3 half-time, +4 second half, +5 ended.
    if (offset === 2) return playing(info, 1);
    if (offset === 3) return periodText('halfTime', 'clock.halfTime');
    if (offset === 4) return playing(info, 2);
    if (offset === 5) return periodText('ended', 'clock.ended');
  } else if (info.clockCodes === 'basketball') {
    // B+5..+8 quarters, +9 overtime, +10 break, +11 half-time, +12 ended.
    if (offset >= 5 && offset <= 8) return playing(info, offset - 4);
    if (offset === 9) return periodText('overtime', 'clock.overtime');
    if (offset === 10) return periodText('break', 'clock.break');
    if (offset === 11) return periodText('halfTime', 'clock.halfTime');
    if (offset === 12) return periodText('ended', 'clock.ended');
  } else {
    // Designed set: B+10+n period n (sets and innings count on), +40 overtime, +50 break, +99 ended.
    if (offset > 10 && offset < 40) return playing(info, offset - 10);
    if (offset === 40) return periodText('overtime', 'clock.overtime');
    if (offset === 50) return periodText('break', 'clock.break');
    if (offset === 99) return periodText('ended', 'clock.ended');
  }
  return periodText('unknown', 'clock.unknown');
}

export interface ClockLike {
  /** Seconds: elapsed (count-up clocks) or remaining in the period (countdown clocks). */
  readonly s: number;
  readonly pe: number;
  /** Running. */
  readonly r: boolean;
  /** Server time (ms) at which `s` was read. */
  readonly tu?: number | null;
  /** 1 up, 2 down, 0 no clock shown (overrides the sport's style when present). */
  readonly tp?: number | null;
  /** Added minutes announced for the period (soccer). */
  readonly itd?: number | string | null;
}

/**
 * How far `tu` may lie from now for a running clock to be run on from it. No period runs this
 * long without the clock being stopped or re-read (a soccer half with its added time is under an
 * hour), so a `tu` further off is not a reading time: 0, seconds where ms belong, a cached record
 * from yesterday, or a device clock set hours wrong. Running on from it would show "1000'".
 */
export const CLOCK_RUN_ON_LIMIT_MS = 90 * 60_000;

/**
 * Clock seconds now: a running clock runs on from `tu` (never backwards, never below 0). `now` is
 * our best reading of the server's time (the device clock). When `tu` is absent, or further than
 * CLOCK_RUN_ON_LIMIT_MS from now either way, the reported `s` is shown as it came, not run on.
 */
export function clockSecondsAt(mc: ClockLike, countdown: boolean, now: number): number {
  const since = typeof mc.tu === 'number' && Number.isFinite(mc.tu) ? now - mc.tu : Number.NaN;
  const elapsed = mc.r && Math.abs(since) <= CLOCK_RUN_ON_LIMIT_MS ? Math.max(0, since / 1000) : 0;
  return Math.max(0, countdown ? mc.s - elapsed : mc.s + elapsed);
}

const pad = (n: number) => String(n).padStart(2, '0');
const mmss = (secs: number) => `${pad(Math.floor(secs / 60))}:${pad(Math.floor(secs % 60))}`;

export type ClockDisplay =
  /** ms 4: not started, show the start time ("ms 4 shows different period text"). */
  | { readonly kind: 'start'; readonly bt: number }
  /** ms 5: period text, and the running time where the sport shows one ("57'", "07:42"). */
  | { readonly kind: 'live'; readonly period: PeriodText; readonly time: string | null }
  /** Anything else: the status name (`status.<ms>`). */
  | { readonly kind: 'status'; readonly key: string };

export interface MatchClockInput {
  readonly sid: number;
  readonly ms: number;
  readonly bt: number;
  readonly mc: ClockLike;
}

/** What the clock area of a row says at `now`. */
export function clockDisplay(match: MatchClockInput, now: number): ClockDisplay {
  if (match.ms === 4) return { kind: 'start', bt: match.bt };
  if (match.ms !== 5) return { kind: 'status', key: `status.${match.ms}` };
  const info = sportInfoOrGeneric(match.sid);
  const period = decodeClockPeriod(match.sid, match.mc.pe);
  if (period.phase !== 'play' && period.phase !== 'overtime') return { kind: 'live', period, time: null };
  const style =
    match.mc.tp === 0 ? 'none' : match.mc.tp === 2 && info.clockStyle !== 'countdown' ? 'countdown' : info.clockStyle;
  if (style === 'none') return { kind: 'live', period, time: null };
  const secs = clockSecondsAt(match.mc, style === 'countdown', now);
  if (style !== 'minutes') return { kind: 'live', period, time: mmss(secs) };
  const added = Number(match.mc.itd ?? 0);
  const minute = `${Math.floor(secs / 60) + 1}'`;
  return { kind: 'live', period, time: Number.isFinite(added) && added > 0 ? `${minute} +${added}` : minute };
}

/** Score types (`nsg[].tyg`). */
export const SCORE_TYPE = { goals: 5, corners: 6, yellow: 7, red: 8 } as const;

export interface MatchScores {
  /** Goals or points; for set sports the sets won. Null before anything is scored or sent. */
  readonly goals: readonly [number, number] | null;
  readonly corners: readonly [number, number] | null;
  readonly yellow: readonly [number, number] | null;
  readonly red: readonly [number, number] | null;
}

type ScoreLine = { readonly pe: number; readonly tyg: number; readonly sc: readonly number[] };

/** Full-match scores by type: lines on the whole-match period (B+1: soccer 1001, basketball 3001). */
export function matchScores(sid: number, nsg: readonly ScoreLine[]): MatchScores {
  const fullMatch = sportInfoOrGeneric(sid).base + 1;
  const of = (tyg: number): readonly [number, number] | null => {
    const line = nsg.find((l) => l.pe === fullMatch && l.tyg === tyg);
    return line ? [line.sc[0] ?? 0, line.sc[1] ?? 0] : null;
  };
  return {
    goals: of(SCORE_TYPE.goals),
    corners: of(SCORE_TYPE.corners),
    yellow: of(SCORE_TYPE.yellow),
    red: of(SCORE_TYPE.red),
  };
}

/** Whether a match is in play (the LIVE dot). */
export const isLive = (ms: number): boolean => ms === 5;

/** Calendar day number in the zone (for "today" / "tomorrow"). */
function dayIndex(ms: number, timeZone: string | undefined): number {
  const parts = dateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(
    ms,
  );
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000);
}

export interface StartTime {
  /** 'today' or 'tomorrow' when it is one of those (translate `today` / `tomorrow`), else null. */
  readonly day: 'today' | 'tomorrow' | null;
  /** Short date in the locale ("22/11"); used when `day` is null. */
  readonly date: string;
  /** Hours and minutes in the locale, 24-hour ("19:30"). */
  readonly time: string;
}

/** A start time (`bt`) in local time, relative to `now`. */
export function startTime(bt: number, now: number, locale: string, timeZone?: string): StartTime {
  const diff = dayIndex(bt, timeZone) - dayIndex(now, timeZone);
  return {
    day: diff === 0 ? 'today' : diff === 1 ? 'tomorrow' : null,
    date: dateTimeFormatter(locale, 'dayMonth', timeZone).format(bt),
    time: dateTimeFormatter(locale, 'time', timeZone).format(bt),
  };
}
