import { useTranslation } from 'react-i18next';
import { HOT_RECOMMENDATION_COUNT, HOT_RECOMMENDATION_LOBBY_ID } from '../../config/constants';
import { pickHotGames } from '../../lib/rules/hot-games';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { BannerStrip } from './banner-strip';
import { GameGrid, LobbyMaintenanceNote } from './game-grid';
import { itemMaintenance } from '../../lib/rules/time-windows/maintenance';
import { useNowEvery } from '../common/use-now-every';
import { takeEarly } from './home-prefetch';
import { LoadFailed } from '../common/load-failed';
import { LazyLiveStrip } from '../live/lazy-live-strip';
import { useFavouritesParam } from '../games/use-favourites-param';
import { useIsLoggedIn } from '../use-session';
import { useHomeFavourites } from './use-home-favourites';
import type { Lobby } from '../../api/site/app-api';

const MAINTENANCE_RECHECK_MS = 30_000;

export default function HomePage() {
  const { t } = useTranslation('home');
  const { api } = useServices();
  const banners = useResource(() => takeEarly('banners', () => api.app.banners()));
  const lobbies = useResource(() => takeEarly('lobbies', () => api.app.lobbies()));
  const hotLobby = lobbies.data?.find((l) => l.id === HOT_RECOMMENDATION_LOBBY_ID);
  const hot = hotLobby ? pickHotGames(hotLobby.gameList, HOT_RECOMMENDATION_COUNT) : [];
  const others = (lobbies.data ?? []).filter((l) => l.id !== HOT_RECOMMENDATION_LOBBY_ID);
  // Windows open and close while the page stays open.
  const now = useNowEvery(MAINTENANCE_RECHECK_MS);
  const member = useIsLoggedIn();
  const [favouritesOnly, setFavouritesOnly] = useFavouritesParam();
  const favourites = useHomeFavourites(member || favouritesOnly);
  const star = member ? favourites.module?.star : undefined;
  const titleOf = (lobby: Lobby) => t(`lobby.${lobby.lobbyCode}`, { defaultValue: lobby.lobbyName });

  return (
    <main className="page home-page">
      <h1 className="visually-hidden">{t('title')}</h1>
      {banners.status === 'failed' ? (
        <LoadFailed what={t('banners')} onRetry={banners.retry} />
      ) : (
        <BannerStrip banners={banners.data} loading={banners.status === 'loading'} />
      )}

      <div className="home-filter">
        <button
          type="button"
          className="chip"
          aria-pressed={favouritesOnly}
          onClick={() => setFavouritesOnly(!favouritesOnly)}
        >
          {t('favourites')}
        </button>
      </div>
      {favouritesOnly &&
        (favourites.module ? (
          <favourites.module.FavouritesSection member={member} lobbies={lobbies} titleOf={titleOf} now={now} />
        ) : favourites.retry ? (
          <LoadFailed what={t('favourites')} onRetry={favourites.retry} />
        ) : (
          <GameGrid games={null} lobby={null} lobbyId={0} now={now} />
        ))}

      {/* "Favourites only" hides the lobbies' own rows (kept mounted: turning it off shows them at once). */}
      <section aria-labelledby="hot-title" className="home-section" hidden={favouritesOnly}>
        <h2 id="hot-title">{t('hot')}</h2>
        {lobbies.status === 'failed' ? (
          <LoadFailed what={t('games')} onRetry={lobbies.retry} />
        ) : lobbies.status === 'empty' ? (
          <p className="empty">{t('noGames')}</p>
        ) : (
          <GameGrid
            games={lobbies.status === 'loading' ? null : hot}
            lobby={hotLobby ?? null}
            lobbyId={HOT_RECOMMENDATION_LOBBY_ID}
            now={now}
            star={star}
          />
        )}
      </section>

      {others.map((lobby) => (
        <section key={lobby.id} aria-labelledby={`lobby-${lobby.id}`} className="home-section" hidden={favouritesOnly}>
          <h2 id={`lobby-${lobby.id}`}>{titleOf(lobby)}</h2>
          <LobbyMaintenanceNote maintenance={itemMaintenance(lobby, now)} />
          <GameGrid games={lobby.gameList} lobby={lobby} lobbyId={lobby.id} now={now} star={star} />
        </section>
      ))}

      {/* Streams on air, loaded when this place comes on screen (below the lobbies, so only once they are laid out). */}
      {lobbies.status !== 'loading' && <LazyLiveStrip />}
    </main>
  );
}
