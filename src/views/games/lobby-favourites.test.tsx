// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import common from '../../../locales/en/common.json';
import games from '../../../locales/en/games.json';
import { createAppStorage, memoryStorage, type AppStorage } from '../../lib/platform/storage';
import { ServicesContext, type AppServices } from '../app-services';
import LobbyRoute from './lobby-page';
import { inEnglish } from '../../../tests/support/component-test-kit';

/** The lobby's stars and its Favourites filter, for a member and for a session without one. */

inEnglish({ games, common });

const game = (id: number, gameName: string) => ({
  id,
  gameName,
  icon: '',
  isMaintain: 0,
  startTimestamp: null,
  endTimestamp: null,
  tag: 'classic',
});
const LOBBY = {
  lobby: { id: 42, lobbyCode: 'SLOT', lobbyName: 'Slots', isMaintain: 0, startTimestamp: null, endTimestamp: null },
  list: [game(1, 'Panda Gold'), game(2, 'Jade Emperor')],
};

function mount(userName: string | null, storage: AppStorage = createAppStorage(memoryStorage())) {
  const session = createActor(
    createMachine({
      initial: userName ? 'authenticated' : 'anonymous',
      context: { balance: null, user: userName ? { userName } : null },
      states: { authenticated: {}, anonymous: {} },
    }),
  ).start();
  const send = vi.spyOn(session, 'send');
  const api = {
    games: { lobbies: async () => [], lobbyGames: async (id: number) => (id === 42 ? LOBBY : { ...LOBBY, list: [] }) },
    fund: {},
  };
  const services = {
    session,
    storage,
    config: { siteHost: '' },
    domains: { apiOrigin: '' },
    variant: { defaultCurrency: 'VND' },
    games: async () => api,
  } as unknown as AppServices;
  render(
    <MemoryRouter initialEntries={['/electronic/42']}>
      <ServicesContext.Provider value={services}>
        <Routes>
          <Route path="/electronic/:id" element={<LobbyRoute />} />
        </Routes>
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
  return { send, storage };
}

const lobbyGames = async () => within(await screen.findByTestId('lobby-games'));

describe('lobby favourites', () => {
  it('a star adds the game, the filter shows it alone, and un-starring empties the filter', async () => {
    mount('demo');
    const add = (await lobbyGames()).getByRole('button', { name: 'Add Panda Gold to favourites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(add);
    const remove = (await lobbyGames()).getByRole('button', { name: 'Remove Panda Gold from favourites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: games.favourite.filter }));
    expect((await lobbyGames()).getAllByRole('listitem')).toHaveLength(1);
    expect((await lobbyGames()).getByRole('button', { name: 'Play Panda Gold' })).toBeTruthy();

    fireEvent.click((await lobbyGames()).getByRole('button', { name: 'Remove Panda Gold from favourites' }));
    expect(screen.getByTestId('lobby-empty').textContent).toBe(games.favourite.none);
  });

  it('keeps the list under the member: another member on the same storage has none', async () => {
    const { storage } = mount('demo');
    fireEvent.click((await lobbyGames()).getByRole('button', { name: 'Add Jade Emperor to favourites' }));
    cleanup();
    mount('anchor', storage);
    expect(
      (await lobbyGames()).getByRole('button', { name: 'Add Jade Emperor to favourites' }).getAttribute('aria-pressed'),
    ).toBe('false');
    cleanup();
    mount('Demo', storage);
    expect(
      (await lobbyGames())
        .getByRole('button', { name: 'Remove Jade Emperor from favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('a star pressed without a member asks to log in and stores nothing', async () => {
    const { send, storage } = mount(null);
    fireEvent.click((await lobbyGames()).getByRole('button', { name: 'Add Panda Gold to favourites' }));
    expect(send).toHaveBeenCalledWith({ type: 'OPEN_DIALOG', page: 'login' });
    expect(storage.get('collectedIds')).toBeNull();
  });
});
