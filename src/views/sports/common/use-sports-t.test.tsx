// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useSportsT } from './use-sports-t';

afterEach(cleanup);

function Word({ renders }: { renders: { t: unknown[] } }) {
  const t = useSportsT();
  renders.t.push(t);
  return <span data-testid="word">{t('odds.state.up')}</span>;
}

describe('useSportsT', () => {
  it('translates in the sports namespace, keeps one t per language and follows a language change', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: false,
      ns: ['sports'],
      defaultNS: 'common',
      resources: {
        en: { sports: { odds: { state: { up: 'rising' } } } },
        vi: { sports: { odds: { state: { up: 'đang tăng' } } } },
      },
    });
    const renders = { t: [] as unknown[] };
    const view = () => (
      <I18nextProvider i18n={i18n}>
        <Word renders={renders} />
      </I18nextProvider>
    );
    const { rerender } = render(view());
    expect(screen.getByTestId('word').textContent).toBe('rising');
    rerender(view());
    expect(renders.t[1]).toBe(renders.t[0]);
    await act(() => i18n.changeLanguage('vi'));
    expect(screen.getByTestId('word').textContent).toBe('đang tăng');
    expect(renders.t.at(-1)).not.toBe(renders.t[0]);
  });
});
