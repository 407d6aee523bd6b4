import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SimContext } from '../../core/context';

/**
 * Who may open a stream's video at the relay (`/live-flv/<name>.flv`). A fee room's lines are signed
 * the way CDNs sign URLs: `?exp=<unix s>&sig=<base64url hmac-sha256(secret, key + exp)>`, handed out
 * by getInfo to a member whose payment the server recorded, and checked by the relay before any
 * byte flows. The signature names one stream and one expiry, so a shared URL opens that room only,
 * and only until it expires; the secret is random per process, so a restart voids every URL.
 * Free rooms stay open (their picture is everyone's; a signature would protect nothing).
 */

/** How long a signed line lives: short enough that a shared URL soon stops working. */
export const PLAY_TTL_MS = 10 * 60_000;

export type PlayVerdict = 'open' | 'ok' | 'missing' | 'bad' | 'expired';

export interface PlayGate {
  /** Lines of `key` with its signature appended, valid from `now` for `ttlMs`, and when they expire (epoch ms). */
  sign(paths: readonly string[], key: string, now: number, ttlMs?: number): { paths: string[]; expiresAt: number };
  /** May this request open `key`? `open` for a free stream, `ok` for a good signature. */
  check(key: string, query: Record<string, unknown>, now: number): PlayVerdict;
  /** Which streams need a signature (the catalogue says: its fee rooms' keys). */
  guardWith(needsGrant: (key: string) => boolean): void;
}

const mac = (secret: Buffer, key: string, exp: number) =>
  createHmac('sha256', secret).update(`${key.length}:${key}:${exp}`).digest();

export function createPlayGate(secret: Buffer = randomBytes(32)): PlayGate {
  // Until the catalogue says which keys are fee rooms, nothing is open: fail closed.
  let needsGrant: (key: string) => boolean = () => true;
  return {
    sign(paths, key, now, ttlMs = PLAY_TTL_MS) {
      const exp = Math.floor((now + ttlMs) / 1000);
      const query = `exp=${exp}&sig=${mac(secret, key, exp).toString('base64url')}`;
      return { paths: paths.map((p) => `${p}${p.includes('?') ? '&' : '?'}${query}`), expiresAt: exp * 1000 };
    },
    check(key, query, now) {
      if (!needsGrant(key)) return 'open';
      const { exp: rawExp, sig } = query;
      if (typeof rawExp !== 'string' || typeof sig !== 'string') return 'missing';
      if (!/^\d{1,12}$/.test(rawExp)) return 'bad';
      const exp = Number(rawExp);
      const given = Buffer.from(sig, 'base64url');
      const wanted = mac(secret, key, exp);
      // Compare in constant time (equal lengths first: timingSafeEqual throws on unequal ones).
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'bad';
      return now < exp * 1000 ? 'ok' : 'expired';
    },
    guardWith(fn) {
      needsGrant = fn;
    },
  };
}

const gates = new WeakMap<SimContext, PlayGate>();

/** This simulator's gate (one secret per simulator), shared by the catalogue that signs and the relay that checks. */
export function playGateOf(ctx: SimContext): PlayGate {
  let gate = gates.get(ctx);
  if (!gate) {
    gate = createPlayGate();
    gates.set(ctx, gate);
  }
  return gate;
}
