import type { Rng } from '../simulator/core/rng';

/**
 * The faults of the chaos run (bench/chaos.ts), drawn by weight from a seeded RNG and set through
 * the simulator's test-control API in the run's scope: HTTP faults (5xx, dropped answers, latency)
 * on the site and provider calls, a placement recorded and its answer dropped, push and chat
 * disconnects, the room's encoder killed (and back 3 s later), every session of the scope expired.
 */
export type FaultKind =
  'http5xx' | 'httpDrop' | 'latency' | 'orderDrop' | 'pushDrop' | 'chatDrop' | 'streamKill' | 'sessionExpiry';

const WEIGHTS: Array<[FaultKind, number]> = [
  ['http5xx', 24],
  ['httpDrop', 14],
  ['latency', 14],
  ['orderDrop', 10],
  ['pushDrop', 12],
  ['chatDrop', 10],
  ['streamKill', 8],
  ['sessionExpiry', 8],
];

/** Where HTTP faults land: any call, or the calls of one feature the session uses. */
const TARGETS = [
  '*',
  '/api/fund/',
  '/fb/v1/order/',
  '/api/operation/activity/',
  '/api/live/',
  '/fb/v1/match/',
  '/api/member/',
];

export type Control = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

export function pickFault(rng: Rng): FaultKind {
  let r = rng.next() * WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [kind, w] of WEIGHTS) if ((r -= w) < 0) return kind;
  return 'http5xx';
}

/** Sets one fault; answers what was set, for the log. */
export async function injectFault(kind: FaultKind, rng: Rng, control: Control, streamKey: string): Promise<string> {
  const match = rng.pick(TARGETS);
  switch (kind) {
    case 'http5xx': {
      const status = rng.pick([500, 502, 503]);
      const times = rng.int(1, 2);
      await control('POST', '/faults', { match, kind: 'http-status', status, times });
      return `${status} x${times} on ${match}`;
    }
    case 'httpDrop':
      await control('POST', '/faults', { match, kind: 'drop', times: 1 });
      return `dropped answer on ${match}`;
    case 'latency': {
      const ms = rng.int(2, 8) * 500;
      await control('POST', '/faults', { match, kind: 'latency', latencyMs: ms, times: 3 });
      return `${ms} ms x3 on ${match}`;
    }
    case 'orderDrop':
      await control('POST', '/order-faults', { kind: 'drop-response', times: 1 });
      return 'next placement recorded, answer dropped';
    case 'pushDrop':
      await control('POST', '/push/drop', {});
      return 'push transport closed';
    case 'chatDrop':
      // The chat's signature expires: its socket is kicked and must sign in to the room again.
      await control('POST', '/live/chat/expire-sig', { userName: 'demo' });
      return 'chat signature expired (socket kicked)';
    case 'streamKill':
      await control('POST', '/live/restart', { key: streamKey, afterMs: 3_000 });
      return `encoder of ${streamKey} killed, back in 3 s`;
    case 'sessionExpiry':
      await control('POST', '/expire-sessions', {});
      return 'every session of the scope expired';
  }
}

/**
 * Injected into every page of the run before any script: notes each failure the page shows and
 * whether it offers a way on, through the `__chaosSeen` binding (so a reload loses nothing). A toast
 * (dismissable, the action can be done again), an alert or error state holding a button (retry,
 * try again), a cashier order whose outcome is unknown (Retry), a slip placement not placed (Retry,
 * Discard), a chat line marked failed (type again), the connection bar reconnecting or offline, a
 * form's error with the form's button to send again. An alert with no button near is noted as such,
 * with its text, so the report can tell refusals ("already checked in") from dead ends.
 */
export const SEEN_SCRIPT = `(() => {
  const seen = new WeakSet();
  const report = (kind, el, wayOn) => {
    if (seen.has(el)) return;
    seen.add(el);
    const text = (el.innerText || el.textContent || '').trim().slice(0, 120);
    if (window.__chaosSeen) window.__chaosSeen({ kind, wayOn, text, at: location.pathname });
  };
  const scan = (root) => {
    if (!(root instanceof Element)) return;
    const all = [root, ...root.querySelectorAll('.toast, [role=alert], .chat-line--failed, [data-phase], [data-testid=connection]')];
    for (const el of all) {
      if (el.matches('.toast')) report('toast', el, true);
      else if (el.matches('.chat-line--failed')) report('chatFailed', el, true);
      else if (el.matches('[data-testid=cashier-progress][data-phase=unknown]')) report('cashierUnknown', el, !!el.querySelector('button'));
      else if (el.matches('[data-testid=slip-status][data-phase=unplaced]')) report('slipUnplaced', el, true);
      else if (el.matches('[data-testid=connection]') && !['connected', 'connecting'].includes(el.getAttribute('data-state'))) report('connection', el, true);
      else if (el.matches('[role=alert]')) {
        // A form's error (the login dialog's "The server had a problem") has its way on in the form: send again.
        const form = el.closest('form, dialog, [role=dialog]');
        // Its button inside it or beside it (the cashier's "could not confirm" line and its Retry share a box).
        if (el.querySelector('button') || (el.parentElement && el.parentElement.querySelector('button:not([disabled])'))) report('errorWithRetry', el, true);
        else if (form && form.querySelector('button:not([disabled])')) report('formError', el, true);
        else report('alertNoButton', el, false);
      }
    }
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') {
        // A state change on a kept element is a new thing shown: forget it first.
        seen.delete(r.target);
        scan(r.target);
      } else r.addedNodes.forEach(scan);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase', 'data-state'] });
})();`;

export interface Seen {
  kind: string;
  wayOn: boolean;
  text: string;
  at: string;
}

/** Whether the page shows nothing a user could read: run in the page. */
export const BLANK_CHECK = `(() => {
  const text = (document.body && document.body.innerText || '').trim().length;
  const shell = [...document.querySelectorAll('header, [role=banner], nav, main, h1, h2, [data-testid=live-room]')].some((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  });
  return { text, shell, blank: text < 20 || !shell };
})()`;
