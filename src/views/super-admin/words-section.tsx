import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { LoadState } from './load-state';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { WORD_MAX } from '../../api/live/moderation-rules';

/** The site's sensitive words (refused in every room): add one, remove one; each after a confirmation. */
export function WordsSection({ actions }: { actions: AdminActions }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { staff } = useServices();
  const [word, setWord] = useState('');
  const load = useResource(async () => (await staff()).admin.words(), { key: String(actions.version) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const w = word.trim();
    if (!w) return;
    actions.ask({
      title: t('words.addTitle'),
      message: t('words.addMessage', { word: w }),
      confirm: t('words.add'),
      run: async () => {
        await (await staff()).admin.addWord(w);
        setWord('');
      },
    });
  };
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('words.title')}</h2>
      <form className="staff-form" onSubmit={submit}>
        <label>
          {t('words.word')}
          <input
            className="input"
            value={word}
            onChange={(e) => setWord(e.target.value)}
            required
            maxLength={WORD_MAX}
            autoComplete="off"
          />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('words.add')}
        </button>
      </form>
      <LoadState load={load} ns="admin" empty={(words) => words.length === 0}>
        {(words) => (
          <ul className="staff-chips" aria-label={t('words.list')}>
            {words.map((w) => (
              <li key={w}>
                <span>{w}</span>
                <button
                  type="button"
                  className="staff-chip-remove"
                  aria-label={t('words.removeNamed', { word: w })}
                  onClick={() =>
                    actions.ask({
                      title: t('words.removeTitle'),
                      message: t('words.removeMessage', { word: w }),
                      confirm: t('words.remove'),
                      run: async () => (await staff()).admin.removeWord(w),
                    })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
