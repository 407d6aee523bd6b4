import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { toProblem, type Problem } from '../../../api/problem';
import type { DetailOf, FeedbackItem } from '../../../api/site/promo-api';
import { randomId } from '../../../lib/platform/random-id';
import { useServices } from '../../app-services';
import { ProblemText } from '../../common/problem-text';
import { useDateTime } from '../../common/use-date-time';
import { LoginToJoin } from '../claim-parts';

/** The suggestion box's refusals (docs/promo-api.md, "Feedback"), said in the page's words. */
const REFUSALS: Readonly<Record<number, 'badCategory' | 'empty' | 'tooLong'>> = {
  1006000020: 'badCategory',
  1006000021: 'empty',
  1006000022: 'tooLong',
};
const lengthOf = (text: string) => [...text].length;

/**
 * `/suggestion`: a member sends a suggestion (a category and a text, at most the server's length) and sees
 * what they sent with the service desk's answer. Texts are shown as text. One key per attempt, kept
 * through a retry, so a double press or a retry sends one suggestion.
 */
export function FeedbackTemplate({ detail }: { detail: DetailOf<'feedback'> }) {
  const { t } = useTranslation('promo');
  const { promo } = useServices();
  const { categories, maxLength } = detail.content;
  const [items, setItems] = useState<FeedbackItem[]>(detail.content.items);
  const [category, setCategory] = useState(categories[0]!);
  const [text, setText] = useState('');
  const [key, setKey] = useState(() => randomId(20));
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState(false);
  if (!detail.loggedIn) {
    return (
      <section className="promo-body card">
        <LoginToJoin text={t('feedback.login')} />
      </section>
    );
  }
  const length = lengthOf(text.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A press while sending, or the second press of a double press once it was sent (the box is empty again), sends nothing.
    if (sending || (sent && length === 0)) return;
    setSent(false);
    setProblem(null);
    if (length === 0) return setRefusal('empty');
    if (length > maxLength) return setRefusal('tooLong');
    setRefusal(null);
    setSending(true);
    void promo()
      .then((api) => api.sendFeedback({ category, text: text.trim(), clientKey: key }))
      .then((item) => {
        setItems((list) => [item, ...list.filter((x) => x.id !== item.id)]);
        setText('');
        setKey(randomId(20));
        setSent(true);
      })
      .catch((error: unknown) => {
        const named = isApiError(error) && error.details.code ? REFUSALS[error.details.code] : undefined;
        if (named) setRefusal(named);
        else setProblem(toProblem(error));
      })
      .finally(() => setSending(false));
  };
  return (
    <>
      <form className="promo-body card feedback-form" onSubmit={submit} noValidate aria-labelledby="feedback-head">
        <h2 id="feedback-head">{t('feedback.heading')}</h2>
        <div className="field">
          <label htmlFor="feedback-category">{t('feedback.category')}</label>
          <select id="feedback-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(`feedback.categories.${c}`, { defaultValue: c })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="feedback-text">{t('feedback.text')}</label>
          <textarea
            id="feedback-text"
            rows={5}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setKey(randomId(20));
            }}
            aria-invalid={refusal ? true : undefined}
            aria-describedby="feedback-count"
          />
          <p id="feedback-count" className={`muted ${length > maxLength ? 'is-over' : ''}`}>
            {t('feedback.count', { n: length, max: maxLength })}
          </p>
        </div>
        {refusal && (
          <p className="field-error" role="alert">
            {t(`feedback.refusal.${refusal}`, { max: maxLength })}
          </p>
        )}
        <ProblemText problem={problem} />
        <p className="promo-feedback" role="status">
          {sent ? t('feedback.sent') : ''}
        </p>
        <div className="promo-actions">
          <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
            {t('feedback.send')}
          </button>
        </div>
      </form>
      <FeedbackList items={items} />
    </>
  );
}

function FeedbackList({ items }: { items: FeedbackItem[] }) {
  const { t } = useTranslation('promo');
  const time = useDateTime('monthDayClock');
  return (
    <section className="promo-body card" aria-labelledby="feedback-mine">
      <h2 id="feedback-mine">{t('feedback.mine')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('feedback.none')}</p>
      ) : (
        <ol className="feedback-list" data-testid="feedback-list">
          {items.map((item) => (
            <li key={item.id} className="feedback-item" data-id={item.id}>
              <p className="muted">
                {t('feedback.meta', {
                  category: t(`feedback.categories.${item.category}`, { defaultValue: item.category }),
                  time: time(item.at),
                })}
              </p>
              <p className="feedback-text">{item.text}</p>
              <p className="feedback-answer">
                {item.answer ? t('feedback.answer', { answer: item.answer }) : t('feedback.waiting')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
