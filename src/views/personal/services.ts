import type { FeatureDeps } from '../feature-deps';

/**
 * The personal center's calls, each group loaded with the first screen that needs it so its schemas
 * stay out of the start-up JavaScript.
 */
export const PERSONAL_SERVICES = {
  /** Bet history, cash out, reservations, game bets, the cashier, and the followed matches the provider still lists (Follows tab); orders go in the user's own currency. */
  history: ({ site, provider, currencyId, deviceId }: FeatureDeps) =>
    Promise.all([
      import('../../api/provider/order-api'),
      import('../../api/site/game-bet-api'),
      import('../../api/site/fund-api'),
      import('../../api/provider/match-api'),
    ]).then(([{ createOrderApi }, { createGameBetApi }, { createFundApi }, { getMatchesByIds }]) => ({
      orders: createOrderApi(provider, { currencyId, deviceId }),
      gameBets: createGameBetApi(site),
      fund: createFundApi(site),
      followedMatches: (ids: readonly number[], signal?: AbortSignal) => getMatchesByIds(provider, ids, signal),
    })),
  /** Binding or changing the member's phone (Security tab). */
  phone: ({ site }: FeatureDeps) =>
    import('../../api/site/phone-api').then(({ createPhoneApi }) => createPhoneApi(site)),
};
