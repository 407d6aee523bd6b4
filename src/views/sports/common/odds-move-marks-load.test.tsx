// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import type { FeedLoad } from '../../../streams/frame-budget';
import { useMoveMarks } from '../../../../tests/support/move-marks-kit';

const NAMES = { up: 'rising', down: 'falling' };
let load: FeedLoad = 'full';
const readLoad = () => load;

function Price({ od }: { od: number }) {
  const ref = useRef<HTMLButtonElement>(null);
  useMoveMarks(ref, od, NAMES, readLoad);
  return (
    <button ref={ref} type="button" data-testid="price">
      {od}
    </button>
  );
}
const price = () => screen.getByTestId('price');

beforeEach(() => {
  load = 'full';
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MoveMarks on a device that cannot keep up (load reduced)', () => {
  it('marks no move while reduced, but the price changes; marks again once full', () => {
    const { rerender } = render(<Price od={1.9} />);
    load = 'reduced';
    rerender(<Price od={2.0} />);
    expect(price().textContent).toBe('2');
    expect(price().dataset.move).toBeUndefined();
    expect(price().dataset.flash).toBeUndefined();
    expect(price().hasAttribute('aria-describedby')).toBe(false);
    load = 'full';
    rerender(<Price od={1.8} />);
    expect(price().dataset.move).toBe('down');
  });

  it('takes an arrow still shown off at the next move, so it never points the old way', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={2.0} />);
    expect(price().dataset.move).toBe('up');
    load = 'reduced';
    rerender(<Price od={1.7} />);
    expect(price().dataset.move).toBeUndefined();
    expect(price().hasAttribute('aria-describedby')).toBe(false);
  });
});
