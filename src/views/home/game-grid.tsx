import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Game } from '../../api/site/app-api';
import { gameMaintenance, type ItemMaintenance, type MaintainedItem } from '../../lib/rules/time-windows/maintenance';
import { LazyImage } from '../common/lazy-image';
import { useImageSrc } from '../common/use-image-src';
import { useWindowText } from '../games/use-window-text';

/**
 * Game tiles of one lobby, each leading into that lobby's page (`/electronic/<lobby id>`); a game inside its own or its lobby's maintenance window is marked and not clickable.
 * `star` puts a member's favourite star beside each tile (it loads with the member's favourites: home-favourites.tsx).
 */
export function GameGrid({
  games,
  lobby,
  lobbyId,
  now,
  star,
}: {
  games: Game[] | null;
  lobby: MaintainedItem | null;
  lobbyId: number;
  now: number;
  star?: ((game: Game) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('home');
  const src = useImageSrc();
  if (!games) {
    return (
      <div className="game-grid" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="game-tile skeleton" />
        ))}
      </div>
    );
  }
  return (
    <ul className="game-grid">
      {games.map((g) => {
        const { down } = gameMaintenance(lobby, g, now);
        const body = (
          <>
            <LazyImage src={src(g.icon)} alt="" errorLabel={t('imageMissing')} className="game-img" />
            <span className="game-name">{g.gameName}</span>
            {down && <span className="game-badge">{t('maintenance')}</span>}
          </>
        );
        return (
          <li key={g.id} data-down={down ? 'true' : undefined}>
            {down ? (
              <div className="game-tile is-down" aria-disabled="true">
                {body}
              </div>
            ) : (
              <Link className="game-tile" to={`/electronic/${lobbyId}`}>
                {body}
              </Link>
            )}
            {star?.(g)}
          </li>
        );
      })}
    </ul>
  );
}

/** A lobby in maintenance, under its heading: the window (UTC+8 on the wire) in the viewer's time, or "end not known". */
export function LobbyMaintenanceNote({ maintenance }: { maintenance: ItemMaintenance }) {
  const { t } = useTranslation('home');
  const windowText = useWindowText();
  if (!maintenance.down) return null;
  return (
    <p className="lobby-down-note" data-testid="lobby-down">
      <span className="game-badge">{t('maintenance')}</span>{' '}
      {maintenance.window ? windowText(maintenance.window) : t('windowUnknown')}
    </p>
  );
}
