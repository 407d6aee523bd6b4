import { useTranslation } from 'react-i18next';
import type { Game, Lobby } from '../../api/site/app-api';
import { itemMaintenance } from '../../lib/rules/time-windows/maintenance';
import { FavouriteStar } from '../games/favourite-star';
import { useFavouriteIds } from '../games/use-favourites';
import { GameGrid, LobbyMaintenanceNote } from './game-grid';

/**
 * The home page's favourites, loaded only for a signed-in member (docs/bundle.md: `/` for a visitor stays as it
 * was): the star beside each game tile, and the "favourites only" view, each lobby with the member's favourite
 * games in it, or a word on how to add one.
 */

export const star = (game: Game) => <FavouriteStar gameId={game.id} gameName={game.gameName} />;

export function FavouriteLobbies({
  lobbies,
  titleOf,
  now,
}: {
  lobbies: readonly Lobby[];
  titleOf: (lobby: Lobby) => string;
  now: number;
}) {
  const { t } = useTranslation('home');
  const ids = useFavouriteIds();
  const rows = lobbies
    .map((lobby) => ({ lobby, games: lobby.gameList.filter((g) => ids.includes(g.id)) }))
    .filter((row) => row.games.length > 0);
  if (rows.length === 0)
    return (
      <p className="empty" data-testid="favourites-empty">
        {t('favourites.none')}
      </p>
    );
  return rows.map(({ lobby, games }) => (
    <section key={lobby.id} aria-labelledby={`favourite-lobby-${lobby.id}`} data-testid={`favourites-${lobby.id}`}>
      <h3 id={`favourite-lobby-${lobby.id}`}>{titleOf(lobby)}</h3>
      <LobbyMaintenanceNote maintenance={itemMaintenance(lobby, now)} />
      <GameGrid games={games} lobby={lobby} lobbyId={lobby.id} now={now} star={star} />
    </section>
  ));
}
