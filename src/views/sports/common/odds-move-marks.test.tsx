// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { ARROW_MS, FLASH_GAP_MS, FLASH_MS, MOVE_WORD_IDS, SWEEP_SLACK_MS, type MoveNames } from './odds-move-marks';
import { useMoveMarks } from '../../../../tests/support/move-marks-kit';

const NAMES = { up: 'rising', down: 'falling' };

/** A button whose name React renders from the price, as the odds button does. */
function Price({
  od,
  blocked = false,
  extra = '',
  names = NAMES,
}: {
  od: number | undefined;
  blocked?: boolean;
  extra?: string;
  names?: MoveNames;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useMoveMarks(ref, od, blocked ? null : names);
  return <button ref={ref} type="button" data-testid="price" aria-label={`Home ${od ?? ''}${extra}`} />;
}

const price = () => screen.getByTestId('price');
/** The button's accessible name and description as assistive technology computes them (accname). */
const spoken = () => {
  const button = screen.getByRole('button');
  return { name: button.getAttribute('aria-label'), description: describedBy(button) };
};
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`)
    .join(' ');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MoveMarks', () => {
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

  it('says the move as the description exactly while the arrow shows, leaving the name alone, and both come off together', () => {
    const { rerender } = render(<Price od={1.9} />);
    expect(spoken()).toEqual({ name: 'Home 1.9', description: '' });
    rerender(<Price od={1.8} />);
    expect(price().dataset.move).toBe('down');
    expect(spoken()).toEqual({ name: 'Home 1.8', description: 'falling' });
    // What assistive technology gets, computed from the DOM as a screen reader would.
    expect(screen.getByRole('button', { name: 'Home 1.8', description: 'falling' })).toBe(price());
    // Another render (React's name changes) keeps the description and leaves the name to React.
    rerender(<Price od={1.8} extra=" selected" />);
    expect(spoken()).toEqual({ name: 'Home 1.8 selected', description: 'falling' });
    vi.advanceTimersByTime(ARROW_MS - 1);
    expect(price().dataset.move).toBe('down');
    expect(spoken().description).toBe('falling');
    vi.advanceTimersByTime(SWEEP_SLACK_MS + 1);
    expect(price().dataset.move).toBeUndefined();
    expect(price().hasAttribute('aria-describedby')).toBe(false);
    expect(spoken()).toEqual({ name: 'Home 1.8 selected', description: '' });
  });

  it('points every moved button at one shared, hidden element per direction', () => {
    const pair = (home: number, away: number) => (
      <>
        <Price od={home} />
        <Price od={away} />
      </>
    );
    const { rerender } = render(pair(1.9, 3.0));
    rerender(pair(1.8, 2.5));
    const [home, away] = screen.getAllByTestId('price');
    expect(home!.getAttribute('aria-describedby')).toBe(MOVE_WORD_IDS.down);
    expect(away!.getAttribute('aria-describedby')).toBe(MOVE_WORD_IDS.down);
    expect(document.querySelectorAll(`#${MOVE_WORD_IDS.down}`)).toHaveLength(1);
    const word = document.getElementById(MOVE_WORD_IDS.down)!;
    expect(word.textContent).toBe('falling');
    // Hidden: nothing laid out, nothing read on its own; still the description of whoever points at it.
    expect(word.hidden).toBe(true);
    expect(screen.getAllByRole('button', { description: 'falling' })).toEqual([home, away]);
  });

  it('turns with the arrow: a move back up says rising, never both', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={1.8} />);
    rerender(<Price od={1.95} />);
    expect(price().dataset.move).toBe('up');
    expect(price().getAttribute('aria-describedby')).toBe(MOVE_WORD_IDS.up);
    expect(spoken()).toEqual({ name: 'Home 1.95', description: 'rising' });
  });

  it('says a move still shown in the language just chosen', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={2.0} />);
    rerender(<Price od={2.0} names={{ up: '上升', down: '下降' }} />);
    expect(spoken().description).toBe('上升');
  });

  it('a button that cannot be chosen (stale, locked, suspended) drops the arrow and the words at once', () => {
    const { rerender } = render(<Price od={1.9} />);
    rerender(<Price od={2.0} />);
    expect(spoken()).toEqual({ name: 'Home 2', description: 'rising' });
    rerender(<Price od={2.0} blocked />);
    expect(price().dataset.move).toBeUndefined();
    expect(spoken()).toEqual({ name: 'Home 2', description: '' });
    // Moves while blocked are not shown either.
    rerender(<Price od={2.1} blocked />);
    expect(price().dataset.move).toBeUndefined();
    expect(spoken()).toEqual({ name: 'Home 2.1', description: '' });
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
