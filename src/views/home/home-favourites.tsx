import { useTranslation } from 'react-i18next';
import type { Game, Lobby } from '../../api/site/app-api';
import { itemMaintenance } from '../../lib/rules/time-windows/maintenance';
import { useServices } from '../app-services';
import { LoadFailed } from '../common/load-failed';
import type { Resource } from '../use-resource';
import { FavouriteStar } from '../games/favourite-star';
import { useFavouriteIds } from '../games/use-favourites';
import { GameGrid, LobbyMaintenanceNote } from './game-grid';

/**
 * The home page's favourites, loaded for a signed-in member or once a visitor turns the filter on
 * (docs/bundle.md: `/` for a visitor stays as it was): the star beside each game tile, and the "favourites only"
 * view: each lobby with the member's favourite games in it, a word on how to add one, or, for a visitor, a
 * request to log in (favourites belong to a member).
 */

export const star = (game: Game) => <FavouriteStar gameId={game.id} gameName={game.gameName} />;

/** "Favourites only": the member's favourite games by lobby, in place of the lobbies' own rows. */
export function FavouritesSection(props: {
  member: boolean;
  lobbies: Resource<Lobby[]>;
  titleOf: (lobby: Lobby) => string;
  now: number;
}) {
  const { t } = useTranslation('games');
  return (
    <section aria-labelledby="favourites-title" className="home-section" data-testid="home-favourites">
      <h2 id="favourites-title">{t('favourite.title')}</h2>
      <FavouritesBody {...props} />
    </section>
  );
}

function FavouritesBody({
  member,
  lobbies,
  titleOf,
  now,
}: {
  member: boolean;
  lobbies: Resource<Lobby[]>;
  titleOf: (lobby: Lobby) => string;
  now: number;
}) {
  const { t } = useTranslation('games');
  const { session } = useServices();
  const ids = useFavouriteIds();
  if (!member)
    return (
      <div className="empty">
        <p>{t('favourite.login')}</p>
        <button type="button" className="btn" onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'login' })}>
          {t('shell:login')}
        </button>
      </div>
    );
  if (lobbies.status === 'failed') return <LoadFailed what={t('games')} onRetry={lobbies.retry} />;
  if (lobbies.status === 'loading') return <GameGrid games={null} lobby={null} lobbyId={0} now={now} />;
  const rows = (lobbies.data ?? [])
    .map((lobby) => ({ lobby, games: lobby.gameList.filter((g) => ids.includes(g.id)) }))
    .filter((row) => row.games.length > 0);
  if (rows.length === 0)
    return (
      <p className="empty" data-testid="favourites-empty">
        {t('favourite.noneAnywhere')}
      </p>
    );
  return rows.map(({ lobby, games }) => (
    <section key={lobby.id} aria-labelledby={`favourite-lobby-${lobby.id}`}>
      <h3 id={`favourite-lobby-${lobby.id}`}>{titleOf(lobby)}</h3>
      <LobbyMaintenanceNote maintenance={itemMaintenance(lobby, now)} />
      <GameGrid games={games} lobby={lobby} lobbyId={lobby.id} now={now} star={star} />
    </section>
  ));
}
