import { describe, expect, it } from 'vitest';
import { isLanguage, variantDefaults } from './variant';
import { parseRuntimeConfig, ConfigError } from './runtime-config';

describe('variants', () => {
  it('vietnam defaults to vi, VND and the vietnam platform header', () => {
    expect(variantDefaults('vietnam')).toMatchObject({
      defaultLanguage: 'vi',
      platform: 'vietnam',
      defaultCurrency: 'VND',
      defaultAreaCode: '84',
    });
  });
  it('cn defaults to zh-cn, CNY and the cn platform header', () => {
    expect(variantDefaults('cn')).toMatchObject({
      defaultLanguage: 'zh-cn',
      platform: 'cn',
      defaultCurrency: 'CNY',
      defaultAreaCode: '86',
    });
  });
  it('knows its languages', () => {
    expect(['vi', 'zh-cn', 'en', 'th'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});

describe('runtime config', () => {
  const base = {
    env: 'prod',
    domainDiscoveryUrl: '/d',
    domainKey: 'k',
    fallbackApiOrigin: '',
    siteHost: 'h',
    chat: { mode: 'sim' },
  };
  it('takes the build variant unless config.json names one', () => {
    expect(parseRuntimeConfig(base, 'cn').variant).toBe('cn');
    expect(parseRuntimeConfig({ ...base, variant: 'vietnam' }, 'cn').variant).toBe('vietnam');
  });
  it('rejects a broken file with a clear message', () => {
    expect(() => parseRuntimeConfig({ ...base, env: 'staging' }, 'vietnam')).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ ...base, chat: { mode: 'tencent' } }, 'vietnam')).toThrow(
      /config.json is invalid/,
    );
  });
});
