import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  browserStorage,
  createAppStorage,
  DEFAULT_SETTINGS,
  memoryStorage,
  SESSION_ITEMS,
  STORAGE_KEYS,
  type StorageItem,
  type StorageLike,
} from './storage';

function fakeStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const ALL_ITEMS = Object.keys(STORAGE_KEYS) as StorageItem[];

describe('createAppStorage defaults', () => {
  it('returns the SPEC defaults when nothing is stored', () => {
    const s = createAppStorage(fakeStorage());
    expect(s.get('settings')).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(s.get('theme')).toBe('dark');
    expect(s.get('token')).toBeNull();
    expect(s.get('followList')).toEqual({});
    expect(s.get('collectedIds')).toBeNull();
    expect(s.get('popupAd')).toEqual({ date: '', list: [] });
  });

  it('never throws on corrupt JSON, for every item', () => {
    const backend = fakeStorage(Object.fromEntries(ALL_ITEMS.map((item) => [STORAGE_KEYS[item], '{not json'])));
    const s = createAppStorage(backend);
    for (const item of ALL_ITEMS) expect(() => s.get(item)).not.toThrow();
    expect(s.get('settings')).toEqual(DEFAULT_SETTINGS);
    expect(s.get('userInfo')).toBeNull();
    expect(s.get('theme')).toBe('dark');
  });

  it('never throws when storage itself throws', () => {
    const s = createAppStorage(throwing);
    for (const item of ALL_ITEMS) expect(() => s.get(item)).not.toThrow();
    expect(s.get('settings')).toEqual(DEFAULT_SETTINGS);
    expect(s.set('token', 'abc')).toBe(false);
    expect(() => s.remove('token')).not.toThrow();
    expect(() => s.clearSession()).not.toThrow();
  });
});

describe('round trips', () => {
  it('stores text items unquoted', () => {
    const backend = fakeStorage();
    const s = createAppStorage(backend);
    s.set('token', 'Bearer abc');
    s.set('theme', 'light');
    s.set('language', 'vi');
    expect(backend.data.get('token')).toBe('Bearer abc');
    expect(backend.data.get('local-theme')).toBe('light');
    expect(s.get('token')).toBe('Bearer abc');
    expect(s.get('theme')).toBe('light');
    expect(s.get('language')).toBe('vi');
  });

  it('stores objects as JSON', () => {
    const backend = fakeStorage();
    const s = createAppStorage(backend);
    s.set('providerConfig', { FBBaseURL: 'https://fb.example', FBToken: 't' });
    s.set('userInfo', { userName: 'alice', regCurrency: 'VND', gameOrder: '1,2' });
    s.set('role', 1);
    s.set('popupAd', { date: '2024-05-01', list: ['alice'] });
    expect(JSON.parse(backend.data.get('fbConfig') ?? '')).toEqual({ FBBaseURL: 'https://fb.example', FBToken: 't' });
    expect(s.get('providerConfig')).toEqual({ FBBaseURL: 'https://fb.example', FBToken: 't' });
    expect(s.get('userInfo')).toEqual({ userName: 'alice', regCurrency: 'VND', gameOrder: '1,2' });
    expect(s.get('role')).toBe(1);
    expect(s.get('popupAd')).toEqual({ date: '2024-05-01', list: ['alice'] });
  });

  it('null removes an item', () => {
    const backend = fakeStorage({ token: 'abc' });
    createAppStorage(backend).set('token', null);
    expect(backend.data.has('token')).toBe(false);
  });

  it('round-trips settings and follow lists (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const),
        fc.constantFrom(0 as const, 1 as const, 2 as const),
        fc.dictionary(fc.stringMatching(/^[0-9]{1,3}$/), fc.array(fc.integer())),
        (oddsFormat, oddsChange, follow) => {
          const s = createAppStorage(fakeStorage());
          s.set('settings', { oddsFormat, oddsChange });
          s.set('followList', follow);
          expect(s.get('settings')).toEqual({ oddsFormat, oddsChange });
          expect(s.get('followList')).toEqual(follow);
        },
      ),
    );
  });
});

describe('validation of stored values', () => {
  it('repairs settings field by field', () => {
    const s = createAppStorage(fakeStorage({ settings: '{"oddsFormat":2,"oddsChange":7}' }));
    expect(s.get('settings')).toEqual({ oddsFormat: 2, oddsChange: 1 });
    const t = createAppStorage(fakeStorage({ settings: '{"oddsFormat":"2","oddsChange":0}' }));
    expect(t.get('settings')).toEqual({ oddsFormat: 1, oddsChange: 0 });
  });

  it('rejects unknown languages, themes and malformed device ids', () => {
    const s = createAppStorage(fakeStorage({ language: 'fr', 'local-theme': 'neon', deviceId: 'nope' }));
    expect(s.get('language')).toBeNull();
    expect(s.get('theme')).toBe('dark');
    expect(s.get('deviceId')).toBeNull();
    const t = createAppStorage(fakeStorage({ deviceId: 'PC-WIN-1714521600-a1b2c3-deadbeef' }));
    expect(t.get('deviceId')).toBe('PC-WIN-1714521600-a1b2c3-deadbeef');
  });

  it('keeps only numeric match ids in the follow list', () => {
    const s = createAppStorage(fakeStorage({ followList: '{"1":[10,"11","x",null],"3":"bad"}' }));
    expect(s.get('followList')).toEqual({ '1': [10, 11] });
  });

  it('needs a userName in user info and both fields in provider config', () => {
    const s = createAppStorage(fakeStorage({ userInfo: '{"name":"x"}', fbConfig: '{"FBBaseURL":"u"}' }));
    expect(s.get('userInfo')).toBeNull();
    expect(s.get('providerConfig')).toBeNull();
  });

  it('reads a role stored as text', () => {
    expect(createAppStorage(fakeStorage({ role: '"2"' })).get('role')).toBe(2);
    expect(createAppStorage(fakeStorage({ role: '"admin"' })).get('role')).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes token, user info, settings, provider config and role only', () => {
    const backend = fakeStorage(Object.fromEntries(ALL_ITEMS.map((item) => [STORAGE_KEYS[item], 'x'])));
    createAppStorage(backend).clearSession();
    for (const item of ALL_ITEMS) {
      expect(backend.data.has(STORAGE_KEYS[item]), item).toBe(!SESSION_ITEMS.includes(item));
    }
    expect([...SESSION_ITEMS].sort()).toEqual(['providerConfig', 'role', 'settings', 'token', 'userInfo']);
  });
});

describe('memoryStorage / browserStorage', () => {
  it('memoryStorage behaves like storage', () => {
    const m = memoryStorage();
    m.setItem('a', '1');
    expect(m.getItem('a')).toBe('1');
    m.removeItem('a');
    expect(m.getItem('a')).toBeNull();
  });

  it('browserStorage falls back to memory without localStorage (node)', () => {
    const s = browserStorage();
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
  });
});
