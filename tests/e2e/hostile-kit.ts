import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, type Control, type SimTime } from './fixtures';

/**
 * Watches a page for hostile text that ran (tests/e2e/hostile-text-*.spec.ts). Before any script of
 * the page: `window.__xss(n)` records a call, a MutationObserver records every event-handler
 * attribute, `javascript:`/`data:text/html` URL and late script/frame element that appears in the
 * DOM (even for a moment), and CSP violations of script, plugin, frame, base and form directives are
 * kept (the CSP is defence in depth: the watch works without one). Dialogs are recorded and dismissed.
 */
export interface Watch {
  /** Everything seen so far, plus a scan of the DOM as it is now; empty when nothing ran. */
  evidence(): Promise<string[]>;
}

export async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    const evidence: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    Object.defineProperty(w, '__xssEvidence', { value: evidence });
    Object.defineProperty(w, '__xss', { value: (n: unknown) => evidence.push(`__xss(${String(n)}) ran`) });
    // Only what a payload could trigger (script, plugins, frames, base, forms); a style-src report says nothing about it.
    const SCRIPTY =
      /^(script-src|object-src|frame-src|child-src|base-uri|form-action|default-src|require-trusted-types-for|trusted-types)/;
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        SCRIPTY.test(e.effectiveDirective || e.violatedDirective) &&
        evidence.push(`csp ${e.effectiveDirective} blocked ${e.blockedURI} ${e.sample}`),
      true,
    );
    const URL_ATTRS = /^(href|src|action|formaction|data|xlink:href|background|poster|srcdoc)$/i;
    const BAD_URL = /^\W*(javascript|vbscript|data:text\/html)/i;
    const LATE = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE']);
    let loaded = false;
    document.addEventListener('DOMContentLoaded', () => (loaded = true));
    const attr = (el: Element, name: string, value: string) => {
      if (/^on/i.test(name)) evidence.push(`handler <${el.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`);
      else if (URL_ATTRS.test(name) && (name.toLowerCase() === 'srcdoc' || BAD_URL.test(value))) {
        evidence.push(`url <${el.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`);
      }
    };
    const element = (el: Element) => {
      for (const a of Array.from(el.attributes)) attr(el, a.name, a.value);
      const inline = el.tagName === 'SCRIPT' && /__xss|alert\(/.test(el.textContent ?? '');
      if (inline || (loaded && LATE.has(el.tagName)))
        evidence.push(`element <${el.tagName.toLowerCase()}> ${(el.outerHTML ?? '').slice(0, 120)}`);
    };
    const tree = (node: Node) => {
      if (!(node instanceof Element)) return;
      element(node);
      for (const el of Array.from(node.querySelectorAll('*'))) element(el);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        const target = r.target;
        if (r.type === 'attributes' && target instanceof Element && r.attributeName)
          attr(target, r.attributeName, target.getAttribute(r.attributeName) ?? '');
        for (const node of Array.from(r.addedNodes)) tree(node);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return {
    evidence: async () => {
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __xssEvidence: string[] };
        const now: string[] = [];
        for (const el of Array.from(document.querySelectorAll('*'))) {
          for (const a of Array.from(el.attributes))
            if (/^on/i.test(a.name)) now.push(`handler in DOM <${el.tagName.toLowerCase()} ${a.name}>`);
          if (el.tagName === 'SCRIPT' && /__xss|alert\(/.test(el.textContent ?? ''))
            now.push('script with a payload in DOM');
        }
        return [...w.__xssEvidence, ...now];
      });
      return [...dialogs, ...seen];
    },
  };
}

/**
 * What the policy refuses while a sanitizer parses server HTML: Chrome checks inline handlers and
 * `<base>` already at parse time, in any document (tests/e2e/fixtures.ts, plantedAttack), so on the
 * server-HTML screens these reports are the policy doing its job. Whether a handler ran or reached
 * the DOM is still caught (`__xss(n) ran`, `handler <...>`, `element <base>`).
 */
export const refusedAtParse = (directive: string) => directive === 'script-src-attr' || directive === 'base-uri';
const parsedReport = (line: string) => /^csp (script-src-attr|base-uri) /.test(line);

/** Expects nothing ran, once late handlers (onerror of a broken image, onfocus) have had their chance. */
export async function expectNothingRan(page: Page, w: Watch, options: { sanitizedHtml?: boolean } = {}) {
  // Late handlers: an image's onerror fires once it has failed to load, timers (onfocus, a delayed
  // script) on the page's clock.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.clock.runFor(300);
  const evidence = await w.evidence();
  expect(options.sanitizedHtml ? evidence.filter((line) => !parsedReport(line)) : evidence).toEqual([]);
}

/** The text of every element matching `selector`, exactly as the DOM holds it. */
export const textsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.textContent ?? ''));

/** A member of the test's own (registered in its scope): its name, password and site token. */
export interface Stranger {
  userName: string;
  password: string;
  token: string;
}

export async function registerStranger(request: APIRequestContext, scope: string): Promise<Stranger> {
  const userName = `x${Math.random().toString(36).slice(2, 12)}`;
  const password = 'hostile123';
  const response = await request.post('/api/user/auth/account-register', {
    data: { userName, password },
    headers: { 'x-sim-scope': scope },
  });
  const body = (await response.json()) as { code: number; data: { accessToken: string } };
  expect(body.code).toBe(200);
  return { userName, password, token: body.data.accessToken };
}

/** A site API call as a signed-in member, in the test's scope; answers the envelope's data, checked. */
export async function siteCall<T = unknown>(
  request: APIRequestContext,
  scope: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { 'x-sim-scope': scope, authorization: `Bearer ${token}`, Language: 'en' },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** Whether `first` (its first occurrence) shows left of `last` (its last occurrence) in the element. */
export const leftOf = (el: Locator, first: string, last: string) =>
  el.evaluate(
    (node, [a, b]) => {
      const text = node.textContent ?? '';
      const x = (i: number) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        let offset = i;
        for (let t = walker.nextNode(); t; t = walker.nextNode()) {
          const len = t.textContent?.length ?? 0;
          if (offset < len) {
            const range = document.createRange();
            range.setStart(t, offset);
            range.setEnd(t, offset + 1);
            return range.getBoundingClientRect().left;
          }
          offset -= len;
        }
        return NaN;
      };
      return x(text.indexOf(a!)) < x(text.lastIndexOf(b!));
    },
    [first, last],
  );

/** A page of its own in the test's scope, on the simulator's clock, watched. */
export async function secondPage(
  browser: Browser,
  control: Control,
  simTime: SimTime,
  baseURL: string,
): Promise<{ page: Page; guard: Watch }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'sim-scope', value: control.scope, url: baseURL }]);
  const page = await context.newPage();
  await page.clock.install({ time: simTime.now });
  return { page, guard: await watch(page) };
}

/** The nickname through member/update when the server's rule lets it through, else raw (test control). */
export async function setNick(page: Page, control: Control, stranger: Stranger, nick: string) {
  const fits = [...nick].length <= 20 && nick.trim() === nick;
  if (fits)
    await siteCall(page.request, control.scope, stranger.token, 'POST', '/api/member/update', { nickName: nick });
  else await control.post('/member/nick', { userName: stranger.userName, nickName: nick });
}
