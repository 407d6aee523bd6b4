import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Game } from '../../api/site/app-api';
import { isInWindow } from '../../lib/maintenance';
import { LazyImage } from '../common/lazy-image';
import { useImageSrc } from '../common/use-image-src';

/**
 * Game tiles of one lobby, each leading into that lobby's page (`/electronic/<lobby id>`, issue F
 * part 4); a game inside its maintenance window is marked and not clickable.
 */
export function GameGrid({ games, lobbyId }: { games: Game[] | null; lobbyId: number }) {
  const { t } = useTranslation('home');
  const src = useImageSrc();
  if (!games) {
    return (
      <div className="game-grid" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => <div key={i} className="game-tile skeleton" />)}
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="game-grid">
      {games.map((g) => {
        const down = g.isMaintain === 1 || isInWindow(now, g.startTimestamp ?? null, g.endTimestamp ?? null);
        const body = (
          <>
            <LazyImage src={src(g.icon)} alt="" errorLabel={t('imageMissing')} className="game-img" />
            <span className="game-name">{g.gameName}</span>
            {down && <span className="game-badge">{t('maintenance')}</span>}
          </>
        );
        return (
          <li key={g.id}>
            {down ? (
              <div className="game-tile is-down" aria-disabled="true">{body}</div>
            ) : (
              <Link className="game-tile" to={`/electronic/${lobbyId}`}>{body}</Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
