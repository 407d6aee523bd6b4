import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { GAME_CODES, type GameLobby, type LobbyGame } from '../../api/site/games-api';
import { HOT_RECOMMENDATION_COUNT, HOT_RECOMMENDATION_LOBBY_ID } from '../../config/constants';
import { gameMaintenance, itemMaintenance } from '../../lib/rules/time-windows/maintenance';
import { pickHotGames } from '../../lib/rules/hot-games';
import { useServices } from '../app-services';
import { LoadFailed } from '../common/load-failed';
import { useResource } from '../use-resource';
import { useBalance } from '../use-session';
import { GameFilters, type TagFilter } from './game-filters';
import { GameFrame } from './game-frame';
import { GameTiles, type TileGame } from './game-tiles';
import { JumpStatus } from './jump-status';
import { LobbyNav } from './lobby-nav';
import { useGameJump } from './use-game-jump';
import { useFavouriteIds } from './use-favourites';
import { useFavouritesParam } from './use-favourites-param';
import { useMoney } from '../common/use-money';
import { useNowEvery } from '../common/use-now-every';
import { useWindowText } from './use-window-text';
import '../../styles/games.css';

/** Windows open and close while the page is open: maintenance is read again this often. */
const NOW_TICK_MS = 30_000;

const useNow = () => useNowEvery(NOW_TICK_MS);

const tiles = (lobby: GameLobby | null, games: readonly LobbyGame[], now: number): TileGame[] =>
  games.map((game) => ({ game, maintenance: gameMaintenance(lobby, game, now) }));

/** /electronic/:id, one lobby: keyed by id, so another lobby starts anew. */
export default function LobbyRoute() {
  const { id } = useParams();
  return <LobbyPage key={id} lobbyId={Number(id)} />;
}

/**
 * A game lobby: the lobbies to switch between (one in maintenance greyed with its window, not
 * enterable), the hot picks (four games of lobby 1001104, docs/product.md, "Constants"), and this lobby's
 * games with search and a type filter. A game opens through the single-wallet jump in a frame
 * over the page; coming back collects the game wallets and reads the balance again.
 */
function LobbyPage({ lobbyId }: { lobbyId: number }) {
  const { t } = useTranslation('games');
  const { domains } = useServices();
  const apis = useServices().games;
  const now = useNow();
  const balance = useBalance();
  const money = useMoney();
  const windowText = useWindowText();
  const lobbies = useResource(async () => (await apis()).games.lobbies());
  const current = useResource(async () => (await apis()).games.lobbyGames(lobbyId));
  const hotLobby = useResource(async () => (await apis()).games.lobbyGames(HOT_RECOMMENDATION_LOBBY_ID));
  const [snapshot, send] = useGameJump();
  const [word, setWord] = useState('');
  const [tag, setTag] = useState<TagFilter>('all');
  const [favouritesOnly, setFavouritesOnly] = useFavouritesParam();
  const favourites = useFavouriteIds();

  const lobby = current.data?.lobby ?? null;
  const lobbyState = lobby ? itemMaintenance(lobby, now) : null;
  const lobbyName = lobby ? t(`lobby.${lobby.lobbyCode}`, { defaultValue: lobby.lobbyName }) : '';
  const hot = useMemo(
    () =>
      hotLobby.data ? tiles(hotLobby.data.lobby, pickHotGames(hotLobby.data.list, HOT_RECOMMENDATION_COUNT), now) : [],
    [hotLobby.data, now],
  );
  const shown = useMemo(() => {
    const needle = word.trim().toLocaleLowerCase();
    const games = (current.data?.list ?? []).filter(
      (g) =>
        (tag === 'all' || g.tag === tag) &&
        (!favouritesOnly || favourites.includes(g.id)) &&
        (!needle || g.gameName.toLocaleLowerCase().includes(needle)),
    );
    return tiles(lobby, games, now);
  }, [current.data, lobby, word, tag, favouritesOnly, favourites, now]);
  const noFavourites = favouritesOnly && !(current.data?.list ?? []).some((g) => favourites.includes(g.id));

  const state = snapshot.value;
  const busyId = state === 'jumping' ? (snapshot.context.target?.gameId ?? null) : null;
  const play = ({ game, maintenance }: TileGame) =>
    send({
      type: 'JUMP',
      target: { gameId: game.id, gameName: game.gameName, down: maintenance.down, window: maintenance.window },
    });
  const answer = snapshot.context.answer;
  const gameUrl = answer ? new URL(answer.url, domains.apiOrigin || window.location.href).href : null;
  const unknownLobby = current.status === 'failed' && current.error?.serverCode === GAME_CODES.unknownLobby;

  return (
    <main className="page games-page" data-testid="lobby-page" data-lobby={lobbyId}>
      <div className="games-head">
        <h1>{lobbyName || t('title')}</h1>
        {balance !== null && (
          <p className="games-balance">
            {t('balance')}: <strong data-testid="games-balance">{money(balance)}</strong>
          </p>
        )}
      </div>

      <LobbyNav lobbies={lobbies.data} currentId={lobbyId} now={now} />

      <JumpStatus
        state={state}
        context={snapshot.context}
        onRetry={() => send({ type: 'RETRY' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />

      {lobby && lobbyState?.down && (
        <div className="card lobby-down" role="status" data-testid="lobby-maintenance">
          <p>
            {lobbyState.window
              ? t('lobbyDown', { name: lobbyName, window: windowText(lobbyState.window) })
              : t('lobbyDownUnknown', { name: lobbyName })}
          </p>
          <Link to="/" className="btn">
            {t('backHome')}
          </Link>
        </div>
      )}

      {lobbyId !== HOT_RECOMMENDATION_LOBBY_ID && (
        <section aria-labelledby="games-hot-title" className="games-section">
          <h2 id="games-hot-title">{t('hot')}</h2>
          {hotLobby.status === 'failed' ? (
            <LoadFailed what={t('what.hot')} onRetry={hotLobby.retry} />
          ) : hotLobby.status === 'loading' ? (
            <TileSkeletons count={HOT_RECOMMENDATION_COUNT} />
          ) : (
            <GameTiles games={hot} busyId={busyId} onPlay={play} testId="hot-games" />
          )}
        </section>
      )}

      {!lobbyState?.down && (
        <section aria-labelledby="games-list-title" className="games-section">
          <h2 id="games-list-title">{lobbyId === HOT_RECOMMENDATION_LOBBY_ID ? t('hot') : t('games')}</h2>
          {unknownLobby ? (
            <p className="empty">{t('unknownLobby')}</p>
          ) : current.status === 'failed' ? (
            <LoadFailed what={t('what.lobby')} onRetry={current.retry} />
          ) : current.status === 'loading' ? (
            <TileSkeletons count={8} />
          ) : (
            <>
              <GameFilters
                word={word}
                tag={tag}
                favourites={favouritesOnly}
                onWord={setWord}
                onTag={setTag}
                onFavourites={setFavouritesOnly}
              />
              {shown.length ? (
                <GameTiles games={shown} busyId={busyId} onPlay={play} testId="lobby-games" />
              ) : (
                <p className="empty" data-testid="lobby-empty">
                  {noFavourites ? t('favourite.none') : current.data?.list.length ? t('noMatch') : t('noGames')}
                </p>
              )}
            </>
          )}
        </section>
      )}

      {state === 'opened' && gameUrl && (
        <GameFrame
          url={gameUrl}
          name={snapshot.context.target?.gameName ?? ''}
          onBack={() => send({ type: 'CLOSE' })}
        />
      )}
    </main>
  );
}

function TileSkeletons({ count }: { count: number }) {
  return (
    <div className="game-grid games-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="game-tile skeleton" />
      ))}
    </div>
  );
}
