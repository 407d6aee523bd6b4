import { sleep } from '../../simulator/core/sleep';

/**
 * The one way tests and benches wait on real time: `sleep` for a pause, `until` for a condition.
 * A test that waits on a browser page uses Playwright's own waits instead (expect.poll, locator
 * assertions, page.clock), never a fixed pause.
 */
export { sleep };

/**
 * Polls `check` every 20 ms until it holds; after `ms` it throws `timed out waiting for <what>`.
 * Generous by default: the shared machine runs at a high load at times, and a socket handshake
 * then takes seconds.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string | (() => string),
  ms = 10_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(20);
  }
}
