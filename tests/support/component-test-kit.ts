import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';

/**
 * A component test's set-up: the shared i18next instance in English with the namespaces the
 * component reads (each a locale file's words), and the rendered tree unmounted after each test.
 */
export function inEnglish(namespaces: Record<string, object>): void {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      ns: Object.keys(namespaces),
      resources: { en: namespaces },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => cleanup());
}

/** Just enough of an actor for `useSelector`: one fixed snapshot, no subscribers told of anything. */
export const fixedActor = (snapshot: unknown) => ({
  getSnapshot: () => snapshot,
  subscribe: () => ({ unsubscribe: () => undefined }),
  send: () => undefined,
});
