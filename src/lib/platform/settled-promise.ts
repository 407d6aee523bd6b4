/** A promise carrying its outcome the way React's `use()` reads it (`status`, `value`, `reason`). */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Records the promise's outcome on it as it settles, as React itself does for a promise it has
 * seen once. `use()` then returns a promise settled before the first render synchronously instead
 * of suspending on it: a Suspense fallback swapped in and out at start-up hid the
 * page's content and painted it again, moving its largest paint late. Returns the same promise.
 */
export function trackSettled<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status) return tracked;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
