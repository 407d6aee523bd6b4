import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The provider API of the simulator under test, asked directly (as a guest, in English): tests
 * read the seeded data of the window the page shows and expect exactly that.
 */
export async function provider<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await request.post(`/fb/v1/${path}`, {
    data: { languageType: 'ENG', ...body },
    headers: { Authorization: '' },
  });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

export interface ListPage<T> {
  total: number;
  records: T[];
}
