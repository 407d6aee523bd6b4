import type { Clock } from './types';
import type { SportDef } from './sport-def';

/** Outright market type: B + 500 (designed), period B + 1 (the whole competition). */
export const outrightMty = (def: SportDef) => def.base + 500;

/**
 * Clock-period code (`mc.pe`). Soccer: B+1 not started, +2 first half, +3 half-time, +4 second
 * half, +5 ended. Basketball: B+1 not started, +5..+8 quarters, +9 overtime, +10 break, +11
 * half-time, +12 ended. Designed: B+1 not started, B+10+n period n (set, inning, round, frame,
 * innings, quarter, half), +40 overtime, +50 break, +99 ended.
 */
export function clockPe(def: SportDef, clock: Clock, periods: number): number {
  const b = def.base;
  const { phase, period: n } = clock;
  if (phase === 'pre') return b + 1;
  if (def.codes === 'soccer') {
    if (phase === 'ended') return b + 5;
    if (phase === 'break') return b + 3;
    return n <= 1 ? b + 2 : b + 4;
  }
  if (def.codes === 'basketball') {
    if (phase === 'ended') return b + 12;
    if (phase === 'break') return n === 2 ? b + 11 : b + 10;
    return n > periods ? b + 9 : b + 4 + n;
  }
  if (phase === 'ended') return b + 99;
  if (phase === 'break') return b + 50;
  // Sets and innings simply count on; timed overtime has its own code.
  return n > periods && def.family !== 'sets' && def.sid !== 7 ? b + 40 : b + 10 + n;
}

/**
 * Score-line period codes (`nsg[].pe`), the market-period set: soccer 1001 full time, 1002/1003
 * halves; basketball 3001 full time, 3003/3004 halves, 3005-3008 quarters, 3009 overtime
 * (designed); designed sports B+1 full match, B+10+n period n, B+40 overtime.
 */
export function scorePe(def: SportDef, period: number, periods: number): number {
  const b = def.base;
  if (def.codes === 'soccer') return b + 1 + period;
  if (def.codes === 'basketball') return period > periods ? b + 9 : b + 4 + period;
  return period > periods && def.family !== 'sets' && def.sid !== 7 ? b + 40 : b + 10 + period;
}
