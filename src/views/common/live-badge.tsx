import type { ReactNode } from 'react';

/**
 * The LIVE mark: the dot and the word, never colour alone (styles in live-badge.css). Plain red in a row; `tone` makes
 * it a pill on a cover or in a bar. `wordFrom` names the width below which only the dot shows (`pc`: 768 px,
 * `phone`: 360 px); the badge is then an image named by the word, so a reader hears it at any width. `children`
 * follow the word inside the badge (a score), so they cannot be combined with `wordFrom`.
 */
export function LiveBadge({
  word,
  tone,
  wordFrom,
  children,
}: { word: string; tone?: 'cover' | 'bar' } & (
  { wordFrom: 'pc' | 'phone'; children?: never } | { wordFrom?: never; children?: ReactNode }
)) {
  return (
    <span
      className={`live-badge${tone ? ` live-badge--${tone}` : ''}${wordFrom ? ` live-badge--word-from-${wordFrom}` : ''}`}
      role={wordFrom && 'img'}
      aria-label={wordFrom && word}
    >
      <span className="live-dot" aria-hidden="true" />
      <span className="live-word">{word}</span>
      {children}
    </span>
  );
}
