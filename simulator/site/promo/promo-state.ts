import type { LRUCache } from 'lru-cache';
import { replayCache } from '../../core/bounded';
import type { ScopeState } from '../../core/scope-state';
import type { PeriodKind } from './promo-offers';

/**
 * What members did with the promotions, per scope (like the wallet it credits: one test's claims
 * never show in another's). Every claim carries a client key made once per attempt: a repeated key
 * answers the first answer, so a double press or a retry never claims twice.
 */
export interface ClaimRecord {
  userName: string;
  promoId: string;
  action: string;
  clientKey: string;
  at: number;
  amount: number;
  /** What the member was told (the prize, the box, the tier). */
  answer: Record<string, unknown>;
}

/** A deposit-bonus application: waiting for a deposit of at least the tier's minimum, then paid once. */
export interface BonusApplication {
  tierId: string;
  appliedAt: number;
  paid: { orderId: string; deposit: number; amount: number; at: number } | null;
}

export interface PromoScope {
  /** `${user}|${promoId}|${clientKey}` -> the first answer's data. */
  answers: LRUCache<string, object>;
  /** `${user}|${promoId}` -> the service days (yyyy-MM-dd, UTC+8) signed in. */
  signed: Map<string, Set<string>>;
  /** `${user}|${promoId}|${day}` -> prizes won by the day's spins. */
  spins: Map<string, string[]>;
  /** `${user}|${promoId}|${day}` -> the box opened that day and its prize. */
  opened: Map<string, { box: number; amount: number }>;
  /** `${user}|${promoId}` -> the tier applied for, and the bonus once a qualifying deposit paid it. */
  applied: Map<string, BonusApplication>;
  /** `${user}|${promoId}|${week}` claimed. */
  rebated: Set<string>;
  /** `${user}|${promoId}|${period start day}` whose loss refund was claimed. */
  refunded: Set<string>;
  claims: ClaimRecord[];
  /** Popup ads on or off for this scope; null: as SIM_POPUP_ADS says. */
  popups: boolean | null;
}

const byScope = new WeakMap<ScopeState, PromoScope>();

export function promoScope(state: ScopeState): PromoScope {
  let scope = byScope.get(state);
  if (!scope) {
    scope = {
      answers: replayCache(),
      signed: new Map(),
      spins: new Map(),
      opened: new Map(),
      applied: new Map(),
      rebated: new Set(),
      refunded: new Set(),
      claims: [],
      popups: null,
    };
    byScope.set(state, scope);
  }
  return scope;
}

const UTC8 = 8 * 3_600_000;
const DAY = 86_400_000;

/** The service's calendar day (UTC+8) of an instant, 'yyyy-MM-dd'. */
export const dayOf = (ms: number) => new Date(ms + UTC8).toISOString().slice(0, 10);

/** Monday of the instant's service week, 'yyyy-MM-dd'. */
export function weekOf(ms: number): string {
  const local = new Date(ms + UTC8);
  const back = (local.getUTCDay() + 6) % 7;
  return new Date(ms + UTC8 - back * DAY).toISOString().slice(0, 10);
}

/** The days of the instant's service month, 'yyyy-MM-dd' each. */
export function monthDays(ms: number): string[] {
  const local = new Date(ms + UTC8);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const count = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m, i + 1)).toISOString().slice(0, 10));
}

/**
 * A promotion's period from the instant (promo-offers.ts PERIODS): this service week (Monday to Sunday), this
 * service month, or, the default, this month and the next; first and last second, UTC+8.
 */
export function periodOf(ms: number, kind: PeriodKind = 'twoMonths'): { start: number; end: number } {
  if (kind === 'week') {
    const start = Date.parse(`${weekOf(ms)}T00:00:00Z`) - UTC8;
    return { start, end: start + 7 * DAY - 1000 };
  }
  const local = new Date(ms + UTC8);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - UTC8;
  const months = kind === 'month' ? 1 : 2;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 1) - UTC8 - 1000;
  return { start, end };
}

/** A stable number from text (the seeded draws of prizes are functions of who, what and when). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}
