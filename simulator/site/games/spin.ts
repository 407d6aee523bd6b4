import type { SimUser } from '../site-store';
import type { FundScope } from '../fund/fund-state';
import { gameWalletBalance } from '../fund/game-wallets';

/** What a demo-game spin answers. */
export interface SpinOutcome {
  betId: string;
  stake: number;
  winLoss: number;
  reels: number[];
  gameBalance: number;
}

/** The stakes the demo game offers, in the account's currency units. */
export const spinStakes = (user: SimUser) => (user.regCurrency === 'VND' ? [10_000, 50_000, 100_000] : [1, 5, 10]);

export const gameBalanceOf = (fund: FundScope, user: SimUser, code: string) => gameWalletBalance(fund, user, code);
