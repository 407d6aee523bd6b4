import { useTranslation } from 'react-i18next';
import type { LobbyGame } from '../../api/site/games-api';
import type { ItemMaintenance } from '../../lib/rules/time-windows/maintenance';
import { GameArt } from './game-art';
import { useWindowText } from './use-window-text';
import { FavouriteStar } from './favourite-star';

export interface TileGame {
  game: LobbyGame;
  maintenance: ItemMaintenance;
}

/**
 * Game tiles of a lobby, each with the game's own art: a button that opens the game, or, for a
 * game (or lobby) in maintenance, a greyed tile with its window in the viewer's local time and
 * nothing to press; beside each, its favourite star.
 */
export function GameTiles({
  games,
  busyId,
  onPlay,
  testId,
}: {
  games: TileGame[];
  busyId: number | null;
  onPlay: (tile: TileGame) => void;
  testId: string;
}) {
  const { t } = useTranslation('games');
  const windowText = useWindowText();
  return (
    <ul className="game-grid games-grid" data-testid={testId}>
      {games.map((tile) => {
        const { game, maintenance } = tile;
        const body = (
          <>
            <GameArt icon={game.icon} name={game.gameName} />
            <span className="game-name">{game.gameName}</span>
            {game.tag && <span className="game-tag">{t(`tag.${game.tag}`, { defaultValue: '' })}</span>}
          </>
        );
        return (
          <li key={game.id} data-testid={`game-${game.id}`} data-down={maintenance.down ? 'true' : undefined}>
            {maintenance.down ? (
              <div className="game-tile is-down" aria-disabled="true">
                {body}
                <span className="game-badge">{t('maintenance')}</span>
                <span className="game-window">
                  {maintenance.window ? t('window', { window: windowText(maintenance.window) }) : t('windowUnknown')}
                </span>
              </div>
            ) : (
              <button
                type="button"
                className="game-tile"
                aria-label={t('play', { name: game.gameName })}
                aria-busy={busyId === game.id || undefined}
                onClick={() => onPlay(tile)}
              >
                {body}
              </button>
            )}
            <FavouriteStar gameId={game.id} gameName={game.gameName} />
          </li>
        );
      })}
    </ul>
  );
}
