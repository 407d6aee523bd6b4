import type { FeatureDeps } from '../feature-deps';

/** The game lobbies' calls, loaded with the first lobby page. */
export const GAMES_SERVICES = {
  /** Lobbies, the single-wallet jump, and the collect on coming back. */
  games: ({ site }: FeatureDeps) =>
    Promise.all([import('../../api/site/games-api'), import('../../api/site/fund-api')]).then(
      ([{ createGamesApi }, { createFundApi }]) => ({ games: createGamesApi(site), fund: createFundApi(site) }),
    ),
};
