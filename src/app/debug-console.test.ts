import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from '../config/runtime-config';
import { installDebugConsole } from './debug-console';

/**
 * The debug console (localStorage, headers, a JS console) is a ready tool for "hold the screen and
 * paste this" scams, so it exists only where config.json opts in: absent or false, neither a long
 * press nor a non-prod env loads it.
 */
const base = {
  env: 'prod',
  domainDiscoveryUrl: '/d',
  domainKey: 'k',
  fallbackApiOrigin: '',
  siteHost: '',
  chat: { mode: 'sim' },
};

function press(target: EventTarget, ms: number) {
  target.dispatchEvent(new Event('pointerdown'));
  vi.advanceTimersByTime(ms);
}

describe('debug console gate', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is off unless config.json says debugConsole: true', () => {
    expect(parseRuntimeConfig(base, 'vietnam').debugConsole).toBe(false);
    expect(parseRuntimeConfig({ ...base, debugConsole: true }, 'vietnam').debugConsole).toBe(true);
    expect(() => parseRuntimeConfig({ ...base, debugConsole: 'yes' }, 'vietnam')).toThrow(/config.json is invalid/);
  });

  it('without the opt-in a 7 s press opens nothing, in prod or not', () => {
    for (const env of ['prod', 'uat'] as const) {
      const target = new EventTarget();
      const open = vi.fn(async () => undefined);
      const remove = installDebugConsole(parseRuntimeConfig({ ...base, env }, 'vietnam'), target, open);
      press(target, 7000);
      expect(open).not.toHaveBeenCalled();
      remove();
    }
  });

  it('with the opt-in a 7 s press opens it, a short press does not, and outside prod it opens at start', () => {
    const target = new EventTarget();
    const open = vi.fn(async () => undefined);
    const remove = installDebugConsole(parseRuntimeConfig({ ...base, debugConsole: true }, 'vietnam'), target, open);
    press(target, 2000);
    target.dispatchEvent(new Event('pointerup'));
    vi.advanceTimersByTime(6000);
    expect(open).not.toHaveBeenCalled();
    press(target, 7000);
    expect(open).toHaveBeenCalledTimes(1);
    remove();

    const atStart = vi.fn(async () => undefined);
    installDebugConsole(
      parseRuntimeConfig({ ...base, env: 'uat', debugConsole: true }, 'vietnam'),
      new EventTarget(),
      atStart,
    )();
    expect(atStart).toHaveBeenCalledTimes(1);
  });
});
