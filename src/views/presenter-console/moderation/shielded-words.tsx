import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toProblem } from '../../../api/problem';
import { LoadState } from '../../super-admin/load-state';
import { isForbidden } from '../../super-admin/is-forbidden';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';
import { SHIELDED_WORDS_MAX } from '../../../api/live/moderation-rules';
import { WordChips, WordForm } from '../../super-admin/word-list';

/**
 * The presenter's shielded words (word/shielded/save replaces the list): refused for everyone in
 * their rooms, on top of the site's list. The presenter's own are the room list minus the site's.
 */
export function ShieldedWords({ presenterId }: { presenterId: string }) {
  const { t } = useTranslation('moderation');
  const headingId = useId();
  const { staff } = useServices();
  const [version, setVersion] = useState(0);
  const load = useResource(
    async () => {
      const api = await staff();
      const [site, room] = await Promise.all([api.chat.sensitiveWords(), api.chat.sensitiveWords(presenterId)]);
      const global = new Set(site);
      return [...new Set(room.filter((w) => !global.has(w)))];
    },
    { key: `${presenterId}|${version}` },
  );
  const [words, setWords] = useState<string[]>([]);
  // The list to edit follows each answer (a refresh keeps the last one until it is in).
  const loaded = load.status === 'failed' ? null : load.data;
  useEffect(() => {
    if (loaded) setWords(loaded);
  }, [loaded]);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const save = (next: string[]) => {
    setMessage('');
    staff()
      .then((api) => api.chat.saveShieldedWords(presenterId, next))
      .then(
        () => {
          setMessage(t('words.saved'));
          setVersion((n) => n + 1);
        },
        (e: unknown) => setMessage(t(isForbidden(toProblem(e)) ? 'error.forbidden' : 'error.generic')),
      );
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    const w = draft.trim().toLowerCase();
    if (!w || words.includes(w)) return;
    // The server takes at most SHIELDED_WORDS_MAX: said here before the draft is lost to a refused save.
    if (words.length >= SHIELDED_WORDS_MAX) return setMessage(t('words.full', { max: SHIELDED_WORDS_MAX }));
    setDraft('');
    save([...words, w]);
  };
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('words.title')}</h2>
      <p className="staff-muted">{t('words.hint')}</p>
      <WordForm label={t('words.word')} button={t('words.add')} value={draft} onChange={setDraft} onSubmit={add} />
      <p role="status">{message}</p>
      <LoadState load={load} ns="moderation" empty={() => words.length === 0} emptyKey="words.empty">
        {() => (
          <WordChips
            words={words}
            label={t('words.list')}
            removeLabel={(w) => t('words.removeNamed', { word: w })}
            onRemove={(w) => save(words.filter((x) => x !== w))}
          />
        )}
      </LoadState>
    </section>
  );
}
