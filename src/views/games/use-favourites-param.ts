import { useSearchParams } from 'react-router-dom';

/**
 * "Favourites only" on the home page and in a lobby, kept in the address (`?favourites=1`), so a reload or a
 * step back shows the same filtered page. Replaces the entry: pressing the filter is not a page of its own.
 */
export function useFavouritesParam(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const set = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('favourites', '1');
        else next.delete('favourites');
        return next;
      },
      { replace: true },
    );
  return [params.get('favourites') === '1', set];
}
