// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import common from '../../../locales/en/common.json';
import games from '../../../locales/en/games.json';
import { ApiError } from '../../api/api-error';
import { GAME_CODES } from '../../api/site/games-api';
import { createAppStorage, memoryStorage } from '../../lib/platform/storage';
import { ServicesContext, type AppServices } from '../app-services';
import LobbyRoute from './lobby-page';
import { inEnglish } from '../../../tests/support/component-test-kit';

/** A lobby page whose lobby the server does not know, or that failed to load. */

inEnglish({ games, common });

function mount(lobbyGames: () => Promise<never>) {
  const session = createActor(createMachine({ context: { balance: null, user: null } })).start();
  const api = { games: { lobbies: async () => [], lobbyGames }, fund: {} };
  const services = {
    session,
    storage: createAppStorage(memoryStorage()),
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
}

describe('LobbyPage', () => {
  it('says an unknown lobby as such, not as a failure to retry', async () => {
    mount(() => Promise.reject(new ApiError('server', 'lobby not found', { code: GAME_CODES.unknownLobby })));
    expect(await screen.findByText(games.unknownLobby)).toBeTruthy();
    expect(screen.queryByText(common.loadFailed.replace('{{what}}', games.what.lobby))).toBeNull();
  });

  it('offers a retry when the lobby failed to load for another reason', async () => {
    mount(() => Promise.reject(new ApiError('network', 'Network Error')));
    expect(await screen.findByText(common.loadFailed.replace('{{what}}', games.what.lobby))).toBeTruthy();
    expect(screen.queryByText(games.unknownLobby)).toBeNull();
  });
});
