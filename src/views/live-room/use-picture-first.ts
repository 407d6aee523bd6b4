import { useCallback, useEffect, useState } from 'react';
import type { VideoReport } from '../../machines/live/room-sync';

/** A live stream that has not shown its first frame by then (a slow or failing line) stops holding the other panels. */
export const PICTURE_FIRST_CAP_MS = 1_500;

/**
 * A press on a live card is for the picture (docs/performance.md, "Zap time"). On a phone the room's first render
 * and its panels' effects shared the main thread with mpegts.js and the decoder, and held the first frame back
 * about 300 ms. So the panels a viewer does not look at first (the gifts, the markets with the slip, the presenter)
 * mount once the video presents its first frame, or after `PICTURE_FIRST_CAP_MS`, or at once when the room is not
 * live (no picture to wait for). Returns whether they may mount, and the player's report listener that also
 * passes every report on to `report`.
 */
export function usePictureFirst(live: boolean, report: (video: VideoReport) => void) {
  const [shown, setShown] = useState(!live);
  // Once open, open for good: a room that goes off air and back must not unmount the panels it already mounted.
  if (!live && !shown) setShown(true);
  useEffect(() => {
    if (shown || !live) return;
    const timer = setTimeout(() => setShown(true), PICTURE_FIRST_CAP_MS);
    return () => clearTimeout(timer);
  }, [live, shown]);
  const onVideo = useCallback(
    (video: VideoReport) => {
      report(video);
      if (video.position?.playing) setShown(true);
    },
    [report],
  );
  return [shown, onVideo] as const;
}
