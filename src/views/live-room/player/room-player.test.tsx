// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en/live-player.json';
import { createFakeEngine } from '../../../machines/live-player/live-player-test-kit';
import RoomPlayer, { type RoomPlayerSource } from './room-player';

/** The room's player with a fake engine: words for each state, unmute, lines, and nothing left after a StrictMode mount and leave. */

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['live-player'], resources: { en: { 'live-player': en } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const SOURCES: RoomPlayerSource[] = [
  { id: 'a', label: 'Line 1', url: '/live-flv/s1.flv' },
  { id: 'b', label: 'Line 2', url: '/live-flv/s1.flv?line=2' },
];

function mount(sources = SOURCES, status: 'live' | 'offline' | 'ended' = 'live') {
  const fake = createFakeEngine();
  const view = render(
    <StrictMode>
      <RoomPlayer streamId="s1" sources={sources} checkStatus={async () => status} engine={() => fake.engine} />
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

  it('switches lines', () => {
    const { fake } = mount();
    expect(screen.getByRole('button', { name: 'Line 1' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Line 2' }));
    expect(fake.last().url).toBe('/live-flv/s1.flv?line=2');
    expect(fake.alive()).toBe(1);
    expect(screen.getByRole('button', { name: 'Line 2' }).getAttribute('aria-pressed')).toBe('true');
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
    expect(screen.queryByRole('group', { name: 'Lines' })).toBeNull();
  });
});
