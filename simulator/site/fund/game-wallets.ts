import type { SimUser } from '../site-store';
import { userKey, type FundScope } from './fund-state';

/**
 * Game wallets (single-wallet games keep what is won inside until collected): seeded per account,
 * emptied by `/api/game/fund/collect` in the scope that collected them.
 */
const SEEDED: Record<string, ReadonlyArray<{ code: string; balance: number }>> = {
  demo: [
    { code: 'slots', balance: 125_000 },
    { code: 'casino', balance: 48_500 },
  ],
  migrate: [{ code: 'slots', balance: 30_000 }],
};

export function gameWalletsOf(fund: FundScope, user: SimUser): Array<{ code: string; balance: number }> {
  const seeded = SEEDED[userKey(user)] ?? [];
  const collected = fund.collected.has(userKey(user));
  return seeded.map((w) => ({ code: w.code, balance: collected ? 0 : w.balance }));
}
