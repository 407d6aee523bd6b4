import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { FeedLoad } from '../../src/streams/frame-budget';
import { MoveMarks, type MoveNames } from '../../src/views/sports/common/odds-move-marks';

/**
 * A button's move marks driven by React renders, for component tests of MoveMarks: each render
 * with a new `od` is a price the button draws, as OddsPrice's ticks are, and unmounting forgets the button.
 */
export function useMoveMarks(
  ref: RefObject<HTMLElement | null>,
  od: number | undefined,
  names: MoveNames | null,
  load: () => FeedLoad = () => 'full',
): void {
  const [marks] = useState(() => new MoveMarks());
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) marks.show(el, od, names, load);
  }, [marks, ref, od, names, load]);
  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el) marks.forget(el);
    };
  }, [marks, ref]);
}
