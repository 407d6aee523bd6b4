// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/personal.json';
import { variantDefaults } from '../../config/variant';
import { ServicesContext, type AppServices } from '../app-services';
import { MemberSummary } from './member-summary';
import { inEnglish, fixedActor } from '../../../tests/support/component-test-kit';

/** The member summary from the session alone: what it shows, and the initial that stands in for an avatar. */

inEnglish({ personal: en });

function mount(user: Record<string, unknown> | null, balance: number | null) {
  const services = {
    variant: variantDefaults('vietnam'),
    session: fixedActor({ context: { user, balance }, matches: () => true }),
  } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <MemberSummary />
    </ServicesContext.Provider>,
  );
}

describe('MemberSummary', () => {
  it('shows the nickname, the user name, the VIP level and the balance in the member currency', () => {
    mount({ userName: 'demo', nickName: 'Anh Demo', vipLevel: 3, avatar: 2, regCurrency: 'VND' }, 1_500_000);
    const region = screen.getByRole('region', { name: 'Your account' });
    expect(screen.getByTestId('member-summary-name').textContent).toBe('Anh Demo');
    expect(region.textContent).toContain('demo');
    expect(screen.getByTestId('member-summary-vip').textContent).toBe('VIP 3');
    expect(screen.getByTestId('member-summary-balance').textContent).toBe('₫1,500,000');
    expect(screen.getByRole('img', { name: 'Avatar of Anh Demo' }).tagName.toLowerCase()).toBe('svg');
  });

  it('stands the initial in for an avatar the server did not send or the app does not have', () => {
    mount({ userName: 'đức', vipLevel: 0 }, null);
    const initial = screen.getByRole('img', { name: 'Avatar of đức' });
    expect(initial.tagName.toLowerCase()).toBe('span');
    expect(initial.textContent).toBe('Đ');
    expect(screen.getByTestId('member-summary-balance').textContent).toBe('–');
    cleanup();
    mount({ userName: 'x', nickName: 'Zed', avatar: 99 }, 0);
    expect(screen.getByRole('img', { name: 'Avatar of Zed' }).textContent).toBe('Z');
    expect(screen.getByTestId('member-summary-vip').textContent).toBe('VIP 0');
  });

  it('says it is loading until the profile arrives', () => {
    mount(null, null);
    expect(screen.getByRole('region', { name: 'Your account' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('member-summary')).toBeNull();
  });
});
