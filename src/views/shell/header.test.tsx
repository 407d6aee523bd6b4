// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/shell.json';
import { variantDefaults, type Variant } from '../../config/variant';
import { ServicesContext, type AppServices } from '../app-services';
import { Header } from './header';

/** The header's balance before the profile has loaded: signed in (a stored token), no user record yet. */

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', ns: ['shell'], resources: { en: { shell: en } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

/** Just enough of an actor for useSelector: a fixed snapshot. */
const actorOf = (snapshot: unknown) => ({
  getSnapshot: () => snapshot,
  subscribe: () => ({ unsubscribe: () => undefined }),
  send: () => undefined,
});

function mountHeader(variant: Variant) {
  const session = actorOf({
    context: { user: null, balance: 1234.5 },
    matches: (state: unknown) => state === 'authenticated',
  });
  const services = {
    variant: variantDefaults(variant),
    session,
    maintenance: actorOf({ context: { info: null } }),
    storage: { get: () => null, set: () => undefined },
  } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </ServicesContext.Provider>,
  );
}

describe('header balance before the profile loads', () => {
  it("is in the cn build's currency (CNY), not VND", () => {
    mountHeader('cn');
    expect(screen.getByTestId('balance').textContent).toBe('¥1,234.50');
  });

  it("is in the vietnam build's currency (VND)", () => {
    mountHeader('vietnam');
    expect(screen.getByTestId('balance').textContent).toBe('₫1,234.5');
  });
});
