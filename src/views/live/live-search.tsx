import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReserveCard, StreamCard } from '../../api/live/live-schemas';
import { STREAM_STATUS } from '../../api/live/stream-status';
import { useServices } from '../app-services';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; word: string }
  /** `reserves`: the upcoming results' reservation records (count and the member's state), by stream id. */
  | { kind: 'done'; word: string; results: StreamCard[]; reserves: ReadonlyMap<number, ReserveCard> }
  | { kind: 'failed'; word: string };

/** Search by keyword (queryKeyWordByName): title, presenter, teams or league. */
export function LiveSearch({ onState }: { onState: (state: SearchState) => void }) {
  const { t } = useTranslation('live');
  const services = useServices();
  const id = useId();
  const [word, setWord] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = word.trim();
    if (!trimmed) return onState({ kind: 'idle' });
    onState({ kind: 'searching', word: trimmed });
    try {
      const api = await services.live();
      // The search answers stream cards only; an upcoming result's reservation count and the member's own
      // reservation come from reserveList, asked with it so the counts are as fresh as the results. Without
      // it (a failed call) the results still show, without the reserve row.
      const [results, upcoming] = await Promise.all([
        api.search(trimmed),
        api.upcoming().then(
          (page) => page.records,
          () => [] as ReserveCard[],
        ),
      ]);
      const found = new Set(results.filter((s) => s.status === STREAM_STATUS.upcoming).map((s) => s.id));
      const reserves = new Map(upcoming.filter((s) => found.has(s.id)).map((s) => [s.id, s]));
      onState({ kind: 'done', word: trimmed, results, reserves });
    } catch {
      onState({ kind: 'failed', word: trimmed });
    }
  };
  return (
    <form role="search" className="live-search" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={word}
        placeholder={t('search.placeholder')}
        onChange={(e) => setWord(e.target.value)}
        maxLength={50}
      />
      <button type="submit" className="btn btn-primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
