// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { variantDefaults } from '../../config/variant';
import { ServicesContext, type AppServices } from '../app-services';
import { useDateTime, type ZoneChoice } from './use-date-time';
import { useMoney } from './use-money';
import { useNumber } from './use-number';

/** The format hooks follow the page language and the zone they are asked for. */

const AT = Date.UTC(2026, 10, 22, 23, 30); // 23:30 in UTC, 07:30 the next day in Shanghai

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('en'));
});

function Shown({ zone }: { zone?: ZoneChoice }) {
  const when = useDateTime('dateTime', zone);
  const money = useMoney('CNY');
  const { number } = useNumber();
  return <p data-testid="shown">{`${when(AT)} | ${money(1234.5)} | ${number(12841)}`}</p>;
}

function mount(zone?: ZoneChoice) {
  const session = {
    getSnapshot: () => ({ context: { user: null } }),
    subscribe: () => ({ unsubscribe: () => undefined }),
  };
  const services = { variant: variantDefaults('cn'), session } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <Shown zone={zone} />
    </ServicesContext.Provider>,
  );
  return () => screen.getByTestId('shown').textContent;
}

describe('format hooks', () => {
  it("show dates in the variant's display zone by default, or in the zone named", () => {
    expect(mount()()).toBe('11/23/2026, 07:30 | ¥1,234.50 | 12,841');
    cleanup();
    expect(mount('UTC')()).toBe('11/22/2026, 23:30 | ¥1,234.50 | 12,841');
  });

  it('follow a change of language', async () => {
    const text = mount('UTC');
    await act(() => i18next.changeLanguage('vi'));
    expect(text()).toBe('23:30 22/11/2026 | 1.234,50\u00a0¥ | 12.841');
  });
});
