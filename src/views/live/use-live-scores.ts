import { useEffect, useState } from 'react';
import { useServices } from '../app-services';

const SCORE_POLL_MS = 10_000;

/**
 * Live scores of the cards' matches (`/api/live/match/score`, 'a:b'), polled every 10 s while the
 * cards are shown; a failed poll keeps the last scores (the lobby has no push connection of its own).
 */
export function useLiveScores(fbIds: readonly number[]): ReadonlyMap<number, string> {
  const services = useServices();
  const [scores, setScores] = useState<ReadonlyMap<number, string>>(new Map());
  const key = [...fbIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',').map(Number);
    const controller = new AbortController();
    const poll = () =>
      services
        .live()
        .then((api) => api.scores(ids, controller.signal))
        .then((list) => setScores(new Map(list.map((s) => [s.gameId, s.scores[0]?.scores ?? '']))))
        .catch(() => undefined);
    const timer = setInterval(poll, SCORE_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [key, services]);
  return scores;
}
