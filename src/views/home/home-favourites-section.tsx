import { useTranslation } from 'react-i18next';
import type { Lobby } from '../../api/site/app-api';
import { HOT_RECOMMENDATION_LOBBY_ID } from '../../config/constants';
import { useServices } from '../app-services';
import { LoadFailed } from '../common/load-failed';
import type { Resource } from '../use-resource';
import { GameGrid } from './game-grid';
import type { HomeFavouritesLoad } from './use-home-favourites';

/**
 * The home page's "Favourites" filter and, while it is on, the member's favourite games by lobby instead of the
 * lobbies' rows (docs/product.md, "Games"). A visitor is asked to log in: favourites belong to a member.
 */
export function HomeFavourites({
  on,
  onToggle,
  member,
  favourites,
  lobbies,
  titleOf,
  now,
}: {
  on: boolean;
  onToggle: (on: boolean) => void;
  member: boolean;
  favourites: HomeFavouritesLoad;
  lobbies: Resource<Lobby[]>;
  titleOf: (lobby: Lobby) => string;
  now: number;
}) {
  const { t } = useTranslation('home');
  const { session } = useServices();
  return (
    <>
      <div className="home-filter">
        <button type="button" className="chip" aria-pressed={on} onClick={() => onToggle(!on)}>
          {t('favourites.filter')}
        </button>
      </div>
      {on && (
        <section aria-labelledby="favourites-title" className="home-section" data-testid="home-favourites">
          <h2 id="favourites-title">{t('favourites.title')}</h2>
          {!member ? (
            <div className="empty">
              <p>{t('favourites.login')}</p>
              <button
                type="button"
                className="btn"
                onClick={() => session.send({ type: 'OPEN_DIALOG', page: 'login' })}
              >
                {t('shell:login')}
              </button>
            </div>
          ) : lobbies.status === 'failed' ? (
            <LoadFailed what={t('games')} onRetry={lobbies.retry} />
          ) : favourites.status === 'failed' ? (
            <LoadFailed what={t('favourites.title')} onRetry={favourites.retry} />
          ) : favourites.status === 'ready' && lobbies.status !== 'loading' ? (
            <favourites.module.FavouriteLobbies lobbies={lobbies.data ?? []} titleOf={titleOf} now={now} />
          ) : (
            <GameGrid games={null} lobby={null} lobbyId={HOT_RECOMMENDATION_LOBBY_ID} now={now} />
          )}
        </section>
      )}
    </>
  );
}
