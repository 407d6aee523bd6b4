import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language';

const base = { search: '', stored: null, regionDefault: null, browser: [] as string[] };

describe('chooseLanguage', () => {
  it('prefers the lang value in the URL', () => {
    expect(chooseLanguage({ ...base, search: '?lang=th', stored: 'en', regionDefault: 'vi' })).toBe('th');
  });
  it('accepts zh-CN in any case', () => {
    expect(chooseLanguage({ ...base, search: '?lang=zh-CN' })).toBe('zh-cn');
  });
  it('ignores an unknown URL language and uses the stored one', () => {
    expect(chooseLanguage({ ...base, search: '?lang=xx', stored: 'en', regionDefault: 'vi' })).toBe('en');
  });
  it('falls back to the region default', () => {
    expect(chooseLanguage({ ...base, stored: 'garbage', regionDefault: 'vi' })).toBe('vi');
  });
  it('uses the browser language only without a region default', () => {
    expect(chooseLanguage({ ...base, browser: ['fr-FR', 'zh-TW'] })).toBe('zh-cn');
    expect(chooseLanguage({ ...base, browser: ['th-TH'] })).toBe('th');
  });
  it('ends at en', () => {
    expect(chooseLanguage({ ...base, browser: ['fr-FR'] })).toBe('en');
  });
});
