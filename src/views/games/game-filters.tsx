import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const TAG_FILTERS = ['all', 'classic', 'video', 'jackpot'] as const;
export type TagFilter = (typeof TAG_FILTERS)[number];

/** Search by name, the game type chips of a lobby and "favourites only" (a toggle on top of the others). */
export function GameFilters({
  word,
  tag,
  favourites,
  onWord,
  onTag,
  onFavourites,
}: {
  word: string;
  tag: TagFilter;
  favourites: boolean;
  onWord: (w: string) => void;
  onTag: (t: TagFilter) => void;
  onFavourites: (on: boolean) => void;
}) {
  const { t } = useTranslation('games');
  const searchId = useId();
  return (
    <div className="games-filters">
      <label htmlFor={searchId} className="visually-hidden">
        {t('search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="games-search"
        placeholder={t('searchPlaceholder')}
        value={word}
        onChange={(e) => onWord(e.target.value)}
      />
      <div role="group" aria-label={t('filter')} className="games-chips">
        {TAG_FILTERS.map((f) => (
          <button key={f} type="button" className="chip" aria-pressed={tag === f} onClick={() => onTag(f)}>
            {t(`tag.${f}`)}
          </button>
        ))}
      </div>
      <div className="games-chips">
        <button type="button" className="chip" aria-pressed={favourites} onClick={() => onFavourites(!favourites)}>
          {t('favourite.filter')}
        </button>
      </div>
    </div>
  );
}
