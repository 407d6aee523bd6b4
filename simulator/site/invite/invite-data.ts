import { createRng } from '../../core/rng';
import type { SimUser } from '../site-store';

/**
 * Seeded invite data (docs/invite-api.md): the award rules, and for each
 * existing account a few earlier invitees with their bets and first deposits, so the invite page
 * has something true to show before anyone registers with the code. Amounts are in VND (the
 * demo accounts' currency).
 */

const DAY_MS = 86_400_000;

/** Share of the invitees' valid turnover paid to the inviter, by turnover reached in the week. */
export const BET_CONFIG = [
  { minBet: 1_000_000, rate: 0.002 },
  { minBet: 5_000_000, rate: 0.003 },
  { minBet: 20_000_000, rate: 0.005 },
];
/** One award per invitee, by the size of their first deposit. */
export const DEP_CONFIG = [
  { minDeposit: 200_000, award: 50_000 },
  { minDeposit: 1_000_000, award: 150_000 },
  { minDeposit: 5_000_000, award: 500_000 },
];
/** One award per invitee per VIP level reached. */
export const VIP_CONFIG = [
  { vipLevel: 1, award: 20_000 },
  { vipLevel: 3, award: 100_000 },
  { vipLevel: 5, award: 300_000 },
  { vipLevel: 8, award: 1_000_000 },
];
/** The draw's prizes and their weights; a draw chance comes with each invitee whose first deposit earned an award. */
export const DRAW_PRIZES = [
  { amount: 10_000, weight: 40 },
  { amount: 20_000, weight: 30 },
  { amount: 50_000, weight: 18 },
  { amount: 100_000, weight: 9 },
  { amount: 500_000, weight: 3 },
];

export interface Invitee {
  userName: string;
  joinedAt: number;
  /** Valid turnover since joining. */
  bet: number;
  /** First deposit, 0 when none yet. */
  firstDeposit: number;
  vipLevel: number;
}

const NAMES = [
  'minhtuan',
  'lanhuong',
  'quocbao',
  'thuytien',
  'ducanh',
  'ngocmai',
  'hoanglong',
  'kimngan',
  'vanhieu',
  'phuongthao',
];

/** Keeps the first 2 and last 2 characters of a name (others' names are never shown whole). */
export const maskUser = (name: string) =>
  name.length <= 4 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;

export function seededInvitees(seed: number, user: SimUser, now: number): Invitee[] {
  const rng = createRng(seed ^ (user.id * 2654435761));
  const count = user.role === 0 ? 3 + Math.floor(rng.next() * 5) : 0;
  return Array.from({ length: count }, (_, i) => {
    const deposit = rng.next() < 0.75 ? [300_000, 1_500_000, 6_000_000][Math.floor(rng.next() * 3)]! : 0;
    return {
      userName: `${NAMES[(user.id + i) % NAMES.length]}${10 + Math.floor(rng.next() * 89)}`,
      joinedAt: now - (3 + Math.floor(rng.next() * 40)) * DAY_MS,
      bet: deposit ? Math.round((deposit * (1 + rng.next() * 8)) / 1000) * 1000 : 0,
      firstDeposit: deposit,
      vipLevel: deposit ? Math.floor(rng.next() * 6) : 0,
    };
  });
}

export function depositAward(firstDeposit: number): number {
  let award = 0;
  for (const tier of DEP_CONFIG) if (firstDeposit >= tier.minDeposit) award = tier.award;
  return award;
}

export function betRate(bet: number): number {
  let rate = 0;
  for (const tier of BET_CONFIG) if (bet >= tier.minBet) rate = tier.rate;
  return rate;
}

export function vipAward(vipLevel: number): number {
  return VIP_CONFIG.filter((c) => vipLevel >= c.vipLevel).reduce((sum, c) => sum + c.award, 0);
}

/** The prize of the n-th draw of a user: seeded, so the same draw always gives the same prize. */
export function drawPrize(seed: number, user: SimUser, n: number): number {
  const rng = createRng(seed ^ (user.id * 40503) ^ (n * 9973));
  const total = DRAW_PRIZES.reduce((s, p) => s + p.weight, 0);
  let pick = rng.next() * total;
  for (const prize of DRAW_PRIZES) {
    pick -= prize.weight;
    if (pick < 0) return prize.amount;
  }
  return DRAW_PRIZES[0]!.amount;
}
