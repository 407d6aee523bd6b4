import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { selectedStore } from './external-store';

/** selectedStore: a part of an observable's values as a useSyncExternalStore source. */
describe('selectedStore', () => {
  const source = () => new BehaviorSubject({ name: 'Chelsea', odds: 2.1 });

  it('null until subscribed, then the part of the current value', () => {
    const subject = source();
    const store = selectedStore(
      subject,
      (v) => ({ name: v.name }),
      (a, b) => a.name === b.name,
    );
    expect(store.getSnapshot()).toBeNull();
    store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual({ name: 'Chelsea' });
  });

  it('a value whose part did not change notifies no one and keeps the same snapshot', () => {
    const subject = source();
    const store = selectedStore(
      subject,
      (v) => ({ name: v.name }),
      (a, b) => a.name === b.name,
    );
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.getSnapshot();
    listener.mockClear();
    subject.next({ name: 'Chelsea', odds: 2.2 });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(first);
    subject.next({ name: 'Chelsea FC', odds: 2.2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ name: 'Chelsea FC' });
  });

  it('subscribes the source once, and lets it go with the last listener', () => {
    const subject = source();
    const store = selectedStore(
      subject,
      (v) => v.name,
      (a, b) => a === b,
    );
    const off1 = store.subscribe(() => {});
    const off2 = store.subscribe(() => {});
    expect(subject.observed).toBe(true);
    off1();
    expect(subject.observed).toBe(true);
    off2();
    expect(subject.observed).toBe(false);
  });
});
