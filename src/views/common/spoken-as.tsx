import type { ReactNode } from 'react';

/**
 * Shown one way, read another: a short figure ("1.2K") read in words ("1,234 viewers").
 * ARIA forbids aria-label on an element with no role (a span, a p, a div), and screen readers ignore it
 * there, so the spoken text is a visually hidden sibling and the shown text is hidden from them.
 */
export function SpokenAs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}
