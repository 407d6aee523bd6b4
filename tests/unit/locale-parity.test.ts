import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every text exists in zh-cn, en, vi and th: same keys, same {{placeholders}}, nothing empty. */
const LANGS = ['en', 'vi', 'zh-cn', 'th'] as const;
const namespaces = readdirSync('locales/en').filter((f) => f.endsWith('.json'));

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (value && typeof value === 'object') {
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  }
  throw new Error(`${prefix}: not a string or object`);
}
/** Plural forms differ by language (vi, zh-cn and th have only `_other`), so they are compared by base key. */
const PLURAL = /_(zero|one|two|few|many)$/;
const keysOf = (texts: Record<string, string>) =>
  Object.keys(texts)
    .filter((k) => !PLURAL.test(k))
    .sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('locale packs', () => {
  it('has namespaces', () => expect(namespaces.length).toBeGreaterThanOrEqual(9));
  for (const ns of namespaces) {
    const en = flatten(JSON.parse(readFileSync(`locales/en/${ns}`, 'utf8')));
    for (const lang of LANGS.slice(1)) {
      it(`${lang}/${ns} matches en`, () => {
        const other = flatten(JSON.parse(readFileSync(`locales/${lang}/${ns}`, 'utf8')));
        expect(keysOf(other)).toEqual(keysOf(en));
        for (const [key, text] of Object.entries(en).filter(([k]) => !PLURAL.test(k))) {
          expect(other[key]?.trim(), `${lang}/${ns}:${key}`).toBeTruthy();
          expect(placeholders(other[key]!), `${lang}/${ns}:${key}`).toEqual(placeholders(text));
        }
      });
    }
  }
});
