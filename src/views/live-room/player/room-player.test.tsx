// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en/live-player.json';
import { createFakeEngine } from '../../../../tests/support/live-player-test-kit';
import RoomPlayer, { type RoomPlayerSource } from './room-player';
import { inEnglish } from '../../../../tests/support/component-test-kit';

/** The room's player with a fake engine: words for each state, unmute, lines, and nothing left after a StrictMode mount and leave. */

inEnglish({ 'live-player': en });

const SOURCES: RoomPlayerSource[] = [
  { id: 'a', label: 'Line 1', url: '/live-flv/s1.flv' },
  { id: 'b', label: 'Line 2', url: '/live-flv/s1.flv?line=2' },
];

function mount(sources = SOURCES, status: 'live' | 'offline' | 'ended' = 'live') {
  const fake = createFakeEngine();
  const view = render(
    <StrictMode>
      <RoomPlayer
        streamId="s1"
        sources={sources}
        checkStatus={async () => status}
        renewSources={async () => sources}
        engine={() => fake.engine}
      />
    </StrictMode>,
  );
  return { fake, view };
}

describe('RoomPlayer', () => {
  it('shows loading, then live; StrictMode’s double mount leaves exactly one player, and leaving destroys it', async () => {
    const { fake, view } = mount();
    expect(screen.getByRole('status').textContent).toContain('Loading the stream');
    expect(fake.handles.length).toBe(2);
    expect(fake.alive()).toBe(1);
    act(() => fake.last().emit({ type: 'first-frame' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('Live')).toBeTruthy();
    view.unmount();
    expect(fake.alive()).toBe(0);
  });

  it('autoplay refused: an unmute button that turns the sound on', () => {
    const { fake } = mount();
    act(() => {
      fake.last().emit({ type: 'first-frame' });
      fake.last().emit({ type: 'autoplay-muted' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn the sound on' }));
    expect(fake.last().mutedCalls).toEqual([false]);
    expect(screen.queryByRole('button', { name: 'Turn the sound on' })).toBeNull();
  });

  it('switches lines (one select, whatever their number)', () => {
    const { fake } = mount();
    const lines = screen.getByRole('combobox', { name: 'Lines' }) as HTMLSelectElement;
    expect(lines.selectedOptions[0]!.textContent).toBe('Line 1');
    fireEvent.change(lines, { target: { value: '1' } });
    expect(fake.last().url).toBe('/live-flv/s1.flv?line=2');
    expect(fake.alive()).toBe(1);
    expect(lines.selectedOptions[0]!.textContent).toBe('Line 2');
  });

  it('the delay: behind live from the stream clock, else named as behind the buffered edge', async () => {
    vi.useFakeTimers();
    try {
      const { fake } = mount();
      const delay = () => document.querySelector('.room-player__delay')!;
      const long = () => delay().querySelector('.room-player__delay-long')!.textContent;
      const short = () => delay().querySelector('.room-player__delay-short')!.textContent;
      expect(long()).toBe('Delay not known yet');
      expect(short()).toBe('Delay unknown');
      act(() => fake.last().emit({ type: 'first-frame' }));
      await act(async () => {
        fake.last().advance(0.25, 6, 0.4);
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(long()).toBe('0.4 s behind the buffered edge');
      expect(delay().getAttribute('data-delay-kind')).toBe('buffered');
      await act(async () => {
        fake.last().advance(0.25, 6, 0.4);
        fake.last().stats = { ...fake.last().stats, liveDelay: 0.73 };
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(long()).toBe('0.7 s behind live');
      expect(delay().getAttribute('data-delay-kind')).toBe('live');
      // The form a narrow bar shows instead of cutting the long one.
      expect(short()).toBe('0.7 s behind');
    } finally {
      vi.useRealTimers();
    }
  });

  it('an offline stream says so, with a retry; an ended one says ended', async () => {
    const { fake } = mount(SOURCES, 'offline');
    await act(async () => fake.last().emit({ type: 'error', kind: 'network', detail: 'HttpStatusCodeInvalid' }));
    expect(screen.getByRole('status').textContent).toContain('The presenter is offline');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    const second = mount(SOURCES, 'ended');
    await act(async () => second.fake.last().emit({ type: 'error', kind: 'network', detail: 'HttpStatusCodeInvalid' }));
    expect(screen.getByRole('status').textContent).toContain('This stream has ended.');
  });

  it('no lines: offline, and no line switch', () => {
    mount([]);
    expect(screen.getByRole('status').textContent).toContain('The presenter is offline');
    expect(screen.queryByRole('combobox', { name: 'Lines' })).toBeNull();
  });
});
