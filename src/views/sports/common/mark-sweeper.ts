/**
 * Takes off time-limited marks (data attributes such as an odds button's flash and arrow) in
 * batches, so that taking them off rides on frames the page renders anyway.
 *
 * A timer per mark would make every mark's end a frame of its own: under an odds storm that
 * raised the frames that style, lay out and paint from 13.75 to 20 a second (docs/performance.md).
 * Here marks past their end are swept whenever a new mark is set (a frame that is rendering
 * anyway) and, failing that, by one shared timer `slack` ms after the earliest end. A mark
 * therefore lasts between its duration and its duration plus `slack`.
 */
export interface SweeperClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: SweeperClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class MarkSweeper {
  /** Per element, per attribute: when it comes off. */
  private readonly marks = new Map<HTMLElement, Map<string, number>>();
  private earliest = Infinity;
  private timer: unknown = null;
  private timerAt = Infinity;

  /** `onEnd` hears of every mark that comes off (swept or unmarked), to undo what went with it. */
  constructor(
    private readonly slack: number,
    private readonly clock: SweeperClock = browserClock,
    private readonly onEnd?: (el: HTMLElement, key: string) => void,
  ) {}

  /** Sets `data-<key>` on the element (value '' unless given) until `ms` from now. */
  mark(el: HTMLElement, key: string, ms: number, value = ''): void {
    const now = this.clock.now();
    this.sweep(now);
    // A mark set again (the arrow of a price that keeps rising) is not written again: each write
    // is a style invalidation and a mutation record, though nothing changed.
    if (el.dataset[key] !== value) el.dataset[key] = value;
    let keys = this.marks.get(el);
    if (!keys) this.marks.set(el, (keys = new Map()));
    keys.set(key, now + ms);
    this.earliest = Math.min(this.earliest, now + ms);
    this.arm();
  }

  /** Takes one mark off now. */
  unmark(el: HTMLElement, key: string): void {
    const keys = this.marks.get(el);
    if (!keys?.delete(key)) return;
    delete el.dataset[key];
    if (keys.size === 0) this.marks.delete(el);
    this.onEnd?.(el, key);
    this.earliest = this.nextEnd();
    if (this.marks.size === 0) this.disarm();
  }

  /** Forgets an element's marks without touching it (it is going away). */
  forget(el: HTMLElement): void {
    if (!this.marks.delete(el)) return;
    this.earliest = this.nextEnd();
    if (this.marks.size === 0) this.disarm();
  }

  /** Takes off every mark whose time is up. */
  sweep(now = this.clock.now()): void {
    if (now < this.earliest) return;
    let next = Infinity;
    for (const [el, keys] of this.marks) {
      for (const [key, end] of keys) {
        if (end > now) {
          next = Math.min(next, end);
          continue;
        }
        keys.delete(key);
        delete el.dataset[key];
        this.onEnd?.(el, key);
      }
      if (keys.size === 0) this.marks.delete(el);
    }
    this.earliest = next;
  }

  private nextEnd(): number {
    let next = Infinity;
    for (const keys of this.marks.values()) for (const end of keys.values()) next = Math.min(next, end);
    return next;
  }

  /**
   * One timer, at the earliest end plus the slack: the last moment the earliest mark may stay. It moves
   * later too when marks set since swept that mark: a timer left at an end already swept took the next mark
   * off between two ticks of a storm, a frame of its own (about 4 a second in the list storm), though the
   * next tick would have taken it off within its slack.
   */
  private arm(): void {
    if (this.earliest === Infinity) return this.disarm();
    const at = this.earliest + this.slack;
    if (this.timer !== null && this.timerAt === at) return;
    this.disarm();
    this.timerAt = at;
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.sweep();
        this.arm();
      },
      Math.max(0, at - this.clock.now()),
    );
  }

  private disarm(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }
}
