import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_WINDOWS } from '../../machines/personal/history-lists';
import type { WindowName } from '../../lib/rules/time-windows/day-windows';

/** Loading: cards shaped like the orders they stand for, not a spinner. */
export function HistorySkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="history-skeleton" role="status" aria-busy="true" data-testid="history-loading">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card history-skeleton-card" aria-hidden="true">
          <div className="skeleton history-skeleton-title" />
          <div className="skeleton history-skeleton-line" />
          <div className="skeleton history-skeleton-line short" />
        </div>
      ))}
    </div>
  );
}

/** Empty: a sentence and the action that helps. */
export function HistoryEmpty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="empty card" data-testid="history-empty">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** The words of "Show more" and its states (default: the personal center's "Show more"). */
export interface MoreTexts {
  loadMore: string;
  loadingMore: string;
  moreFailed: string;
  retry: string;
}

/** "Show more" under a list, with its loading and failed states. */
export function MoreButton({
  state,
  onMore,
  texts,
}: {
  state: 'idle' | 'loading' | 'failed';
  onMore: () => void;
  texts?: MoreTexts;
}) {
  const { t } = useTranslation('personal');
  const words = texts ?? {
    loadMore: t('list.loadMore'),
    loadingMore: t('list.loadingMore'),
    moreFailed: t('list.moreFailed'),
    retry: t('list.retry'),
  };
  return (
    <div className="history-more">
      {state === 'failed' && (
        <p className="history-note" role="alert">
          {words.moreFailed}
        </p>
      )}
      <button
        type="button"
        className="btn"
        disabled={state === 'loading'}
        aria-busy={state === 'loading'}
        onClick={onMore}
      >
        {state === 'loading' ? words.loadingMore : state === 'failed' ? words.retry : words.loadMore}
      </button>
    </div>
  );
}

/** Today, yesterday, the last 7 days (docs/product.md, "Constants"). */
export function WindowPicker({ value, onChange }: { value: WindowName; onChange: (window: WindowName) => void }) {
  const { t } = useTranslation('personal');
  return (
    <div className="segmented history-windows" role="group" aria-label={t('windows')}>
      {HISTORY_WINDOWS.map((name) => (
        <button key={name} type="button" aria-pressed={value === name} onClick={() => onChange(name)}>
          {t(`window.${name}`)}
        </button>
      ))}
    </div>
  );
}

/** Two or three choices as a pressed-button group (unsettled/settled, waiting/all). */
export function Choice<K extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly K[];
  value: K;
  onChange: (value: K) => void;
  text: (value: K) => string;
}) {
  return (
    <div className="segmented history-choice" role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {text(option)}
        </button>
      ))}
    </div>
  );
}
