import { initialsOf } from '../../lib/format/initials';
import { LazyImage } from '../common/lazy-image';
import { useImageSrc } from '../common/use-image-src';

/**
 * A game's own tile art in the lobbies (the record's `icon`, through the app's image address rule).
 * When it cannot load, the game's initials stand in, so a tile never shows a broken picture or an
 * empty square. Decorative: the name is written beside it. (Not on the home page: it would split a
 * chunk off the start-up JavaScript of `/`; docs/decisions.md, "Member summary and game art".)
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
