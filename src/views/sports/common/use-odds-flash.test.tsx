// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { ARROW_MS, FLASH_GAP_MS, FLASH_MS, SWEEP_SLACK_MS, useOddsFlash } from './use-odds-flash';

function Price({ od }: { od: number | undefined }) {
  const ref = useRef<HTMLSpanElement>(null);
  useOddsFlash(ref, od);
  return <span ref={ref} data-testid="price" />;
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
