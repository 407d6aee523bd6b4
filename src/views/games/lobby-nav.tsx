import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameLobby } from '../../api/site/games-api';
import { itemMaintenance } from '../../lib/rules/time-windows/maintenance';
import { useWindowText } from './use-window-text';

/** The lobbies to switch between; one in maintenance is greyed with its window and is no link. */
export function LobbyNav({ lobbies, currentId, now }: { lobbies: GameLobby[] | null; currentId: number; now: number }) {
  const { t } = useTranslation('games');
  const windowText = useWindowText();
  if (!lobbies?.length) return null;
  return (
    <nav aria-label={t('lobbies')} className="games-lobbies">
      <ul>
        {lobbies.map((lobby) => {
          const name = t(`lobby.${lobby.lobbyCode}`, { defaultValue: lobby.lobbyName });
          const m = itemMaintenance(lobby, now);
          return (
            <li key={lobby.id} data-testid={`lobby-${lobby.id}`} data-down={m.down ? 'true' : undefined}>
              {m.down ? (
                <span className="lobby-chip is-down" aria-disabled="true">
                  <span>{name}</span>
                  <span className="lobby-window">
                    {m.window ? t('window', { window: windowText(m.window) }) : t('windowUnknown')}
                  </span>
                </span>
              ) : (
                <Link
                  to={`/electronic/${lobby.id}`}
                  className="lobby-chip"
                  aria-current={lobby.id === currentId ? 'page' : undefined}
                >
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
