import { initialsOf } from '../../lib/format/initials';
import { LazyImage } from './lazy-image';
import { useImageSrc } from './use-image-src';

/**
 * A game's own tile art (the record's `icon`, through the app's image address rule), on the home
 * page and in the lobbies. When it cannot load, the game's initials stand in, so a tile never
 * shows a broken picture or an empty square. Decorative: the name is written beside it.
 */
export function GameArt({ icon, name }: { icon: string; name: string }) {
  const src = useImageSrc();
  return (
    <LazyImage
      src={src(icon)}
      alt=""
      className="game-img"
      fallback={
        <span className="game-img game-img-fallback" aria-hidden="true" data-game-art-fallback="">
          {initialsOf(name) || '?'}
        </span>
      }
    />
  );
}
