import { describe, expect, it } from 'vitest';
import { MarkSweeper, type SweeperClock } from './mark-sweeper';

/** A hand-driven clock: timers run only when the test advances time. */
function manualClock() {
  let now = 0;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let ids = 0;
  const clock: SweeperClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.push({ at: now + ms, fn, id: ++ids });
      return ids;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = next.at;
      next.fn();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.length };
}

const element = () => ({ dataset: {} as Record<string, string | undefined> }) as unknown as HTMLElement;

describe('MarkSweeper', () => {
  it('sets the mark and takes it off by its shared timer, no later than the slack', () => {
    const { clock, advance } = manualClock();
    const sweeper = new MarkSweeper(100, clock);
    const el = element();
    sweeper.mark(el, 'flash', 150);
    expect(el.dataset.flash).toBe('');
    advance(249);
    expect(el.dataset.flash).toBe('');
    advance(1);
    expect(el.dataset.flash).toBeUndefined();
  });

  it('writes a mark set again with the same value only once, and a new value at once', () => {
    const { clock } = manualClock();
    const sweeper = new MarkSweeper(100, clock);
    const writes: string[] = [];
    const store: Record<string, string | undefined> = {};
    const el = {
      dataset: new Proxy(store, {
        set: (target, key: string, value: string) => {
          writes.push(`${key}=${value}`);
          target[key] = value;
          return true;
        },
      }),
    } as unknown as HTMLElement;
    sweeper.mark(el, 'move', 3000, 'up');
    sweeper.mark(el, 'move', 3000, 'up');
    sweeper.mark(el, 'move', 3000, 'down');
    expect(writes).toEqual(['move=up', 'move=down']);
  });

  it('takes ended marks off when a new mark is set, before the timer', () => {
    const { clock, advance } = manualClock();
    const sweeper = new MarkSweeper(100, clock);
    const a = element();
    const b = element();
    sweeper.mark(a, 'flash', 150);
    advance(160);
    expect(a.dataset.flash).toBe('');
    sweeper.mark(b, 'move', 3000, 'up');
    expect(a.dataset.flash).toBeUndefined();
    expect(b.dataset.move).toBe('up');
  });

  it('moves its timer later once marks set since swept the earliest one, so ticks take the next off, not a frame between', () => {
    const { clock, advance, pending } = manualClock();
    const sweeper = new MarkSweeper(100, clock);
    const a = element();
    const c = element();
    const d = element();
    sweeper.mark(a, 'flash', 150); // ends at 150: may stay until 250
    advance(100);
    sweeper.mark(c, 'flash', 150); // ends at 250: may stay until 350
    advance(100);
    sweeper.mark(d, 'move', 3000, 'up'); // a tick at 200 takes a off
    expect(a.dataset.flash).toBeUndefined();
    expect(pending()).toBe(1);
    advance(100);
    // At 300, c is past its end but within its slack: the timer waits for 350 (a tick at 300 would take it off).
    expect(c.dataset.flash).toBe('');
    advance(49);
    expect(c.dataset.flash).toBe('');
    advance(1);
    expect(c.dataset.flash).toBeUndefined();
    expect(d.dataset.move).toBe('up');
  });

  it('keeps marks apart per element and per key, and uses one timer for them all', () => {
    const { clock, advance, pending } = manualClock();
    const sweeper = new MarkSweeper(100, clock);
    const el = element();
    sweeper.mark(el, 'move', 3000, 'down');
    sweeper.mark(el, 'flash', 150);
    for (let i = 0; i < 20; i++) sweeper.mark(element(), 'flash', 150);
    expect(pending()).toBe(1);
    advance(300);
    expect(el.dataset.flash).toBeUndefined();
    expect(el.dataset.move).toBe('down');
    advance(3000);
    expect(el.dataset.move).toBeUndefined();
    expect(pending()).toBe(0);
  });

  it('renewing a mark moves its end', () => {
    const { clock, advance } = manualClock();
    const sweeper = new MarkSweeper(100, clock);
    const el = element();
    sweeper.mark(el, 'move', 1000, 'up');
    advance(900);
    sweeper.mark(el, 'move', 1000, 'down');
    advance(1000);
    expect(el.dataset.move).toBe('down');
    advance(200);
    expect(el.dataset.move).toBeUndefined();
  });

  it('forgets an element that goes away and stops its timer when nothing is left', () => {
    const { clock, advance, pending } = manualClock();
    const sweeper = new MarkSweeper(100, clock);
    const el = element();
    sweeper.mark(el, 'flash', 150);
    sweeper.forget(el);
    expect(pending()).toBe(0);
    advance(1000);
    expect(el.dataset.flash).toBe('');
  });

  it('tells onEnd of every mark that comes off, swept or unmarked, and only of those', () => {
    const { clock, advance, pending } = manualClock();
    const ended: string[] = [];
    const sweeper = new MarkSweeper(100, clock, (_el, key) => ended.push(key));
    const el = element();
    sweeper.mark(el, 'move', 3000, 'up');
    sweeper.mark(el, 'flash', 150);
    advance(250);
    expect(ended).toEqual(['flash']);
    sweeper.unmark(el, 'move');
    expect(el.dataset.move).toBeUndefined();
    expect(ended).toEqual(['flash', 'move']);
    // Nothing left: no timer, and unmarking again tells nobody.
    sweeper.unmark(el, 'move');
    expect(ended).toHaveLength(2);
    expect(pending()).toBe(0);
  });
});
