import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore } from './notice-store';

describe('notice store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice for its duration, then removes it', () => {
    const store = createNoticeStore(3000);
    const listener = vi.fn();
    store.subscribe(listener);
    store.push({ tone: 'error', text: 'Wrong password' });
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.snapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not stack the same notice twice while it is visible', () => {
    const store = createNoticeStore(3000);
    for (let i = 0; i < 20; i++) store.push({ tone: 'error', key: 'errors:network' });
    store.push({ tone: 'error', key: 'errors:timeout' });
    expect(store.snapshot().map((n) => n.key)).toEqual(['errors:network', 'errors:timeout']);
  });

  it('dismisses by id', () => {
    const store = createNoticeStore(3000);
    store.push({ tone: 'info', text: 'a' });
    const [first] = store.snapshot();
    store.dismiss(first!.id);
    expect(store.snapshot()).toEqual([]);
  });
});
