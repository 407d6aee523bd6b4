import { useTranslation } from 'react-i18next';
import { HOT_RECOMMENDATION_COUNT, HOT_RECOMMENDATION_LOBBY_ID } from '../../config/constants';
import { pickHotGames } from '../../lib/hot-games';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { BannerStrip } from './banner-strip';
import { GameGrid } from './game-grid';
import { takeEarly } from './home-prefetch';
import { LoadFailed } from '../common/load-failed';
import { LazyLiveStrip } from '../live/lazy-live-strip';

export default function HomePage() {
  const { t } = useTranslation('home');
  const { api } = useServices();
  const banners = useResource(() => takeEarly('banners', () => api.app.banners()));
  const lobbies = useResource(() => takeEarly('lobbies', () => api.app.lobbies()));
  const hotLobby = lobbies.data?.find((l) => l.id === HOT_RECOMMENDATION_LOBBY_ID);
  const hot = hotLobby ? pickHotGames(hotLobby.gameList, HOT_RECOMMENDATION_COUNT) : [];
  const others = (lobbies.data ?? []).filter((l) => l.id !== HOT_RECOMMENDATION_LOBBY_ID);

  return (
    <main className="page home-page">
      <h1 className="visually-hidden">{t('title')}</h1>
      {banners.status === 'failed' ? (
        <LoadFailed what={t('banners')} onRetry={banners.retry} />
      ) : (
        <BannerStrip banners={banners.data} loading={banners.status === 'loading'} />
      )}

      <section aria-labelledby="hot-title" className="home-section">
        <h2 id="hot-title">{t('hot')}</h2>
        {lobbies.status === 'failed' ? (
          <LoadFailed what={t('games')} onRetry={lobbies.retry} />
        ) : lobbies.status === 'empty' ? (
          <p className="empty">{t('noGames')}</p>
        ) : (
          <GameGrid games={lobbies.status === 'loading' ? null : hot} lobbyId={HOT_RECOMMENDATION_LOBBY_ID} />
        )}
      </section>

      {others.map((lobby) => (
        <section key={lobby.id} aria-labelledby={`lobby-${lobby.id}`} className="home-section">
          <h2 id={`lobby-${lobby.id}`}>{t(`lobby.${lobby.lobbyCode}`, { defaultValue: lobby.lobbyName })}</h2>
          <GameGrid games={lobby.gameList} lobbyId={lobby.id} />
        </section>
      ))}

      {/* Streams on air, loaded when this place comes on screen (below the lobbies, so only once they are laid out). */}
      {lobbies.status !== 'loading' && <LazyLiveStrip />}
    </main>
  );
}
