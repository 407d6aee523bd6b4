// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveBadge } from './live-badge';

afterEach(cleanup);

describe('LiveBadge', () => {
  it('is an image named by its word where the word may be hidden, so a reader hears it at every width', () => {
    render(<LiveBadge word="LIVE" wordFrom="pc" />);
    const badge = screen.getByRole('img', { name: 'LIVE' });
    expect(badge.className).toBe('live-badge live-badge--word-from-pc');
  });

  it('is plain text with what follows the word inside it otherwise (a score is read too)', () => {
    render(
      <LiveBadge word="LIVE" tone="bar">
        <span>1 : 0</span>
      </LiveBadge>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const badge = screen.getByText('LIVE').parentElement!;
    expect(badge.className).toBe('live-badge live-badge--bar');
    expect(badge.textContent).toBe('LIVE1 : 0');
  });
});
