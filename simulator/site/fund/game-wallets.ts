import type { SimUser } from '../site-store';
import { userKey, type FundScope } from './fund-state';

/**
 * Game wallets (single-wallet games keep what is won inside until collected): seeded per account,
 * plus what the single-wallet jump moved in and the demo game won or lost (simulator/site/games/),
 * emptied by `/api/game/fund/collect` in the scope that collected them.
 */
const SEEDED: Record<string, ReadonlyArray<{ code: string; balance: number }>> = {
  demo: [
    { code: 'slots', balance: 125_000 },
    { code: 'casino', balance: 48_500 },
  ],
  migrate: [{ code: 'slots', balance: 30_000 }],
};

/** Units moved in or out of a game wallet since the last collect, by fund scope, user and wallet code. */
const moved = new WeakMap<FundScope, Map<string, Map<string, number>>>();

function movedOf(fund: FundScope, user: SimUser): Map<string, number> {
  let byUser = moved.get(fund);
  if (!byUser) moved.set(fund, (byUser = new Map()));
  let codes = byUser.get(userKey(user));
  if (!codes) byUser.set(userKey(user), (codes = new Map()));
  return codes;
}

export function gameWalletsOf(fund: FundScope, user: SimUser): Array<{ code: string; balance: number }> {
  const seeded = SEEDED[userKey(user)] ?? [];
  const collected = fund.collected.has(userKey(user));
  const out = new Map(seeded.map((w) => [w.code, collected ? 0 : w.balance]));
  for (const [code, units] of movedOf(fund, user)) out.set(code, (out.get(code) ?? 0) + units);
  return [...out].map(([code, balance]) => ({ code, balance: Math.round(balance * 100) / 100 }));
}

export function gameWalletBalance(fund: FundScope, user: SimUser, code: string): number {
  return gameWalletsOf(fund, user).find((w) => w.code === code)?.balance ?? 0;
}

/** Moves units into (positive) or out of (negative) one game wallet. */
export function moveGameWallet(fund: FundScope, user: SimUser, code: string, units: number): number {
  const codes = movedOf(fund, user);
  codes.set(code, (codes.get(code) ?? 0) + units);
  return gameWalletBalance(fund, user, code);
}

/** After a collect: the seeded money and everything moved are back in the main wallet. */
export function emptyGameWallets(fund: FundScope, user: SimUser): void {
  fund.collected.add(userKey(user));
  movedOf(fund, user).clear();
}
