import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_REASONS } from '../../src/api/provider/order-errors';

/** Every named reason of an order call (src/api/provider/order-errors.ts) has words in every pack, and no pack has others. */
describe('order reasons in words', () => {
  for (const lang of ['en', 'vi', 'zh-cn', 'th']) {
    it(`${lang}/order-errors.json names every reason`, () => {
      const pack = JSON.parse(readFileSync(`locales/${lang}/order-errors.json`, 'utf8')) as {
        reason: Record<string, string>;
      };
      expect(Object.keys(pack.reason).sort()).toEqual([...ORDER_REASONS].sort());
    });
  }
});
