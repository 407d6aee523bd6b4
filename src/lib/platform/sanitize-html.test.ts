// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers, javascript: links, frames and styles; keeps the content', () => {
    const out = sanitizeHtml(
      '<h2>Terms</h2><img src="/a.svg" alt="" onerror="window.__x=1"><script>window.__x=2</script><a href="javascript:alert(1)">more</a>' +
        '<iframe src="/evil"></iframe><p style="position:fixed" onclick="x()">Body <strong>bold</strong></p><form><input></form>',
    );
    expect(out).not.toMatch(/onerror|onclick|<script|javascript:|<iframe|style=|<form|<input/i);
    expect(out).toContain('<h2>Terms</h2>');
    expect(out).toContain('<img src="/a.svg" alt="">');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('>more</a>');
  });

  it('opens outside links in a new tab without an opener; site links stay as they are', () => {
    const out = sanitizeHtml('<a href="https://example.org/x">out</a><a href="/HelpCenter">in</a>');
    expect(out).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(out).toContain('<a href="/HelpCenter">in</a>');
  });
});
