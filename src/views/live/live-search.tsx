import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreamCard } from '../../api/live/live-schemas';
import { useServices } from '../app-services';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; word: string }
  | { kind: 'done'; word: string; results: StreamCard[] }
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
      onState({ kind: 'done', word: trimmed, results: await (await services.live()).search(trimmed) });
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
