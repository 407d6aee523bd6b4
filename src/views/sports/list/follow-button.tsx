import { useTranslation } from 'react-i18next';
import { useFollowStore, useIsFollowed } from '../common/use-sports-prefs';

/**
 * The follow star (docs/product.md, "Sports betting": add or remove the match id in its sport's follow list, then
 * save). A toggle button: aria-pressed says whether the match is followed.
 */
export function FollowButton({ sportId, matchId, title }: { sportId: number; matchId: number; title: string }) {
  const { t } = useTranslation('sports');
  const store = useFollowStore();
  const followed = useIsFollowed(matchId);
  return (
    <button
      type="button"
      className={`follow-button ${followed ? 'is-followed' : ''}`}
      data-testid={`follow-${matchId}`}
      aria-pressed={followed}
      aria-label={t('follow.add', { match: title })}
      onClick={() => store.toggle(sportId, matchId)}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill={followed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
