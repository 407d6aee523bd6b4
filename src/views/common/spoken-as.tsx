import type { ReactNode } from 'react';

/**
 * Shown one way, read another: a short figure ("1.2K") read in words ("1,234 viewers").
 * ARIA forbids aria-label on an element with no role (a span, a p, a div), and screen readers ignore it
 * there, so the spoken text is a visually hidden sibling and the shown text is hidden from them.
 * `className` lays out the shown part (it wraps the children, so a parent's flex layout does not reach them).
 */
export function SpokenAs({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <>
      <span aria-hidden="true" className={className}>
        {children}
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}
