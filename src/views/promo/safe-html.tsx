import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/platform/sanitize-html';

/** The one way server HTML reaches the page: sanitized by DOMPurify first (src/lib/platform/sanitize-html.ts). */
export function SafeHtml({ html, className = '', testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`safe-html ${className}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
