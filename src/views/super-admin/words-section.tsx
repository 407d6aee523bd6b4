import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminActions } from './admin-page';
import { LoadState } from './load-state';
import { useServices } from '../app-services';
import { useResource } from '../use-resource';
import { WordChips, WordForm } from './word-list';

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
      <WordForm label={t('words.word')} button={t('words.add')} value={word} onChange={setWord} onSubmit={submit} />
      <LoadState load={load} ns="admin" empty={(words) => words.length === 0}>
        {(words) => (
          <WordChips
            words={words}
            label={t('words.list')}
            removeLabel={(w) => t('words.removeNamed', { word: w })}
            onRemove={(w) =>
              actions.ask({
                title: t('words.removeTitle'),
                message: t('words.removeMessage', { word: w }),
                confirm: t('words.remove'),
                run: async () => (await staff()).admin.removeWord(w),
              })
            }
          />
        )}
      </LoadState>
    </section>
  );
}
