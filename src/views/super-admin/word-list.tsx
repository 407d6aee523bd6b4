import type { FormEvent } from 'react';
import { WORD_MAX } from '../../api/live/moderation-rules';

/** A word list's add form: one field and its button (a presenter's shielded words, the site's sensitive words). */
export function WordForm({
  label,
  button,
  value,
  onChange,
  onSubmit,
}: {
  label: string;
  button: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form className="staff-form" onSubmit={onSubmit}>
      <label>
        {label}
        <input
          className="input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
          maxLength={WORD_MAX}
          autoComplete="off"
        />
      </label>
      <button type="submit" className="btn btn-primary">
        {button}
      </button>
    </form>
  );
}

/** A word list as chips, each with a button that removes it (named with its word). */
export function WordChips({
  words,
  label,
  removeLabel,
  onRemove,
}: {
  words: readonly string[];
  label: string;
  removeLabel: (word: string) => string;
  onRemove: (word: string) => void;
}) {
  return (
    <ul className="staff-chips" aria-label={label}>
      {words.map((w) => (
        <li key={w}>
          <span>{w}</span>
          <button type="button" className="staff-chip-remove" aria-label={removeLabel(w)} onClick={() => onRemove(w)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
