import { use } from 'react';
import type { OrderApi } from '../../api/provider/order-api';
import type { FundApi } from '../../api/site/fund-api';
import type { GameBetApi } from '../../api/site/game-bet-api';
import { useServices } from '../app-services';

/**
 * The personal center's calls (services.history(), loaded on first use). Suspends until they are
 * there (the screen renders under the router's Suspense); the promise is the same object on every
 * call, so later renders read it at once.
 */
export function useHistoryApis(): { orders: OrderApi; gameBets: GameBetApi; fund: FundApi } {
  return use(useServices().history());
}
