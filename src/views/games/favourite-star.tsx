import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { useIsLoggedIn } from '../use-session';
import { useFavouriteIds, useFavouritesStore, useMemberName } from './use-favourites';
import '../../styles/favourites.css';

/**
 * The favourite star beside a game tile (docs/product.md, "Games"): a toggle button whose name says what a press
 * does ("Add X to favourites" / "Remove X from favourites") and whose aria-pressed says whether the game is one.
 * The list is the member's own and changes at once (nothing waits on a server); a guest is asked to log in.
 */
export function FavouriteStar({ gameId, gameName }: { gameId: number; gameName: string }) {
  const { t } = useTranslation('games');
  const { session } = useServices();
  const store = useFavouritesStore();
  const userName = useMemberName();
  const loggedIn = useIsLoggedIn();
  const on = useFavouriteIds().includes(gameId);
  const press = () => {
    if (userName) store.set(userName, gameId, !on);
    // Signed in but the profile (the name the list is kept under) not read yet: nothing to do until it is.
    else if (!loggedIn) session.send({ type: 'OPEN_DIALOG', page: 'login' });
  };
  return (
    <button
      type="button"
      className="favourite-star"
      data-testid={`favourite-${gameId}`}
      aria-pressed={on}
      aria-label={on ? t('favourite.remove', { name: gameName }) : t('favourite.add', { name: gameName })}
      onClick={press}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
