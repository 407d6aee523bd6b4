// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { ARROW_MS, FLASH_GAP_MS, FLASH_MS, SWEEP_SLACK_MS, useOddsFlash } from './use-odds-flash';

const NAMES = { up: 'rising', down: 'falling' };

/** A button-like element whose name React renders from the price, as the odds button does. */
function Price({ od, blocked = false, extra = '' }: { od: number | undefined; blocked?: boolean; extra?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useOddsFlash(ref, od, blocked ? null : NAMES);
  return <span ref={ref} data-testid="price" aria-label={`Home ${od ?? ''}${extra}`} />;
}

const price = () => screen.getByTestId('price');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useOddsFlash', () => {
  it('marks nothing for the first price', () => {
    render(<Price od={1.9} />);
    expect(price().dataset.move).toBeUndefined();
    expect(price().dataset.flash).toBeUndefined();
  });

  it('flashes for FLASH_MS and keeps the direction for ARROW_MS (each at most the slack longer)', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={2.05} />);
    expect(price().dataset.move).toBe('up');
    expect(price().dataset.flash).toBe('');
    vi.advanceTimersByTime(FLASH_MS - 1);
    expect(price().dataset.flash).toBe('');
    vi.advanceTimersByTime(SWEEP_SLACK_MS + 1);
    expect(price().dataset.flash).toBeUndefined();
    expect(price().dataset.move).toBe('up');
    vi.advanceTimersByTime(ARROW_MS);
    expect(price().dataset.move).toBeUndefined();
  });

  it('follows every move with the arrow but flashes at most once per FLASH_GAP_MS', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={2.0} />);
    vi.advanceTimersByTime(FLASH_MS + SWEEP_SLACK_MS);
    rerender(<Price od={1.8} />);
    expect(price().dataset.move).toBe('down');
    expect(price().dataset.flash).toBeUndefined();
    vi.advanceTimersByTime(FLASH_GAP_MS);
    rerender(<Price od={1.85} />);
    expect(price().dataset.move).toBe('up');
    expect(price().dataset.flash).toBe('');
  });

  it('says the move in the name exactly while the arrow shows, and both come off together', () => {
    const { rerender } = render(<Price od={1.9} />);
    expect(price().getAttribute('aria-label')).toBe('Home 1.9');
    rerender(<Price od={1.8} />);
    expect(price().dataset.move).toBe('down');
    expect(price().getAttribute('aria-label')).toBe('Home 1.8, falling');
    // Another render (the name React writes changes) keeps the words on the new name.
    rerender(<Price od={1.8} extra=" selected" />);
    expect(price().getAttribute('aria-label')).toBe('Home 1.8 selected, falling');
    // A render that leaves React's name alone leaves ours alone too.
    rerender(<Price od={1.8} extra=" selected" />);
    expect(price().getAttribute('aria-label')).toBe('Home 1.8 selected, falling');
    vi.advanceTimersByTime(ARROW_MS - 1);
    expect(price().dataset.move).toBe('down');
    expect(price().getAttribute('aria-label')).toMatch(/falling$/);
    vi.advanceTimersByTime(SWEEP_SLACK_MS + 1);
    expect(price().dataset.move).toBeUndefined();
    expect(price().getAttribute('aria-label')).toBe('Home 1.8 selected');
  });

  it('turns with the arrow: a move back up says rising, never both', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={1.8} />);
    rerender(<Price od={1.95} />);
    expect(price().dataset.move).toBe('up');
    expect(price().getAttribute('aria-label')).toBe('Home 1.95, rising');
  });

  it('a button that cannot be chosen (stale, locked, suspended) drops the arrow and the words at once', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={2.0} />);
    expect(price().getAttribute('aria-label')).toBe('Home 2, rising');
    rerender(<Price od={2.0} blocked />);
    expect(price().dataset.move).toBeUndefined();
    expect(price().getAttribute('aria-label')).toBe('Home 2');
    // Moves while blocked are not shown either.
    rerender(<Price od={2.1} blocked />);
    expect(price().dataset.move).toBeUndefined();
    expect(price().getAttribute('aria-label')).toBe('Home 2.1');
  });

  it('ignores locked prices (below zero) and unchanged ones', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={-1.9} />);
    rerender(<Price od={2.1} />);
    expect(price().dataset.move).toBeUndefined();
    rerender(<Price od={2.1} />);
    expect(price().dataset.flash).toBeUndefined();
  });

  it('leaves no timer behind when the button goes away', () => {
    const { rerender, unmount } = render(<Price od={1.9} />);
    rerender(<Price od={2.0} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
