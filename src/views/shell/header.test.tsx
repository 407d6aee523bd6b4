// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/shell.json';
import { variantDefaults, type Variant } from '../../config/variant';
import { ServicesContext, type AppServices } from '../app-services';
import { Header } from './header';
import { inEnglish, fixedActor } from '../../../tests/support/component-test-kit';

/** The header's balance before the profile has loaded: signed in (a stored token), no user record yet. */

inEnglish({ shell: en });

function mountHeader(variant: Variant) {
  const session = fixedActor({
    context: { user: null, balance: 1234.5 },
    matches: (state: unknown) => state === 'authenticated',
  });
  const services = {
    variant: variantDefaults(variant),
    session,
    maintenance: fixedActor({ context: { info: null } }),
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
