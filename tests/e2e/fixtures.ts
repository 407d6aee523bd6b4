import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface Control {
  scope: string;
  post(path: string, body?: unknown): Promise<unknown>;
  clearFaults(): Promise<void>;
  fault(rule: {
    match: string;
    kind: 'latency' | 'error' | 'http-status' | 'drop' | 'malformed';
    code?: number;
    msg?: string;
    status?: number;
    latencyMs?: number;
    times?: number;
  }): Promise<void>;
}

/**
 * Every test runs in its own simulator scope (cookie `sim-scope`), so faults and login counters
 * of one test never reach another running in parallel.
 */
export interface SimTime {
  /** The simulator's time when the test began (epoch ms); the page's clock starts there too. */
  now: number;
  /** True in the time matrix, whose simulators stand still at their instant. */
  frozen: boolean;
  /** The browser's time zone (IANA name): the project's timezoneId, else this machine's. */
  timeZone: string;
}

/** A `securitypolicyviolation` the page reported: what was blocked, by which directive, where. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  page: string;
}

export interface CspReports {
  /** Takes the violations seen so far: a test that provokes one on purpose takes it, so teardown passes. */
  take(): CspViolation[];
  /** Known, harmless reports this test may cause at any moment (they arrive asynchronously): teardown ignores them. */
  allow(known: (v: CspViolation) => boolean): void;
}

/**
 * The simulator's promotion articles carry planted handlers (`onerror="window.__promoXss=1"`,
 * simulator/site/promo/promo-texts.ts) for the sanitizer to strip. The browser refuses them already
 * while the sanitizer parses the HTML (Chrome checks inline handlers at parse time, in any document),
 * so their reports are the policy doing its job, not the app breaking it.
 */
export const plantedAttack = (v: CspViolation) =>
  v.directive === 'script-src-attr' && /^window\.__promoXss=\d+$/.test(v.sample);

export const test = base.extend<{
  control: Control;
  a11y: (page?: Page) => Promise<void>;
  simTime: SimTime;
  csp: CspReports;
}>({
  simTime: async ({ request, baseURL }, use, testInfo) => {
    const response = await request.get(`${baseURL}/sim/control/clock`);
    expect(response.ok()).toBe(true);
    const clock = (await response.json()) as { now: number; frozen: boolean };
    const timeZone = testInfo.project.use.timezoneId ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    await use({ now: clock.now, frozen: clock.frozen, timeZone });
  },
  /**
   * Every page runs on the simulator's date, whatever the wall clock says: page.clock starts at the
   * simulator's now and then flows in real time, as the simulator's own clock does (or, in the time
   * matrix, from the frozen instant: a test lasts seconds, so 23:55 never reaches midnight). Timers,
   * animation frames and performance.now keep running at real speed.
   */
  // `csp` too: every page's policy violations fail its test.
  page: async ({ page, simTime, csp: _csp }, use) => {
    await page.clock.install({ time: simTime.now });
    await use(page);
  },
  /**
   * Every page of the test's context reports its Content-Security-Policy violations (in every
   * frame, across navigations); the test fails at teardown if any was left, naming the directive
   * and what it blocked. The app must run under its strict policy without tripping it.
   */
  csp: async ({ context }, use) => {
    const seen: CspViolation[] = [];
    await context.exposeBinding(
      '__matchdayCspViolation',
      (_source, violation: CspViolation) => void seen.push(violation),
    );
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __matchdayCspViolation: (v: unknown) => void }).__matchdayCspViolation;
        const { effectiveDirective: directive, blockedURI, sourceFile, lineNumber: line, sample } = e;
        void report({ directive, blockedURI, sourceFile, line, sample, page: location.href });
      });
    });
    const allowed: Array<(v: CspViolation) => boolean> = [plantedAttack];
    await use({ take: () => seen.splice(0), allow: (known) => void allowed.push(known) });
    const left = new Map<string, number>();
    for (const v of seen.filter((v) => !allowed.some((known) => known(v)))) {
      const line =
        `${v.directive} blocked ${v.blockedURI || '(inline)'} at ${v.sourceFile || v.page}:${v.line} ${v.sample}`.trim();
      left.set(line, (left.get(line) ?? 0) + 1);
    }
    expect(
      [...left].map(([line, n]) => (n > 1 ? `${line} (x${n})` : line)),
      'Content-Security-Policy violations',
    ).toEqual([]);
  },
  control: async ({ context, baseURL, request }, use) => {
    const scope = randomUUID();
    await context.addCookies([{ name: 'sim-scope', value: scope, url: baseURL! }]);
    const post = async (path: string, body: unknown = {}) => {
      const response = await request.post(`${baseURL}/sim/control${path}`, {
        data: body,
        headers: { 'x-sim-scope': scope },
      });
      expect(response.ok()).toBe(true);
      return response.json();
    };
    const clearFaults = async () => {
      const response = await request.delete(`${baseURL}/sim/control/faults`, { headers: { 'x-sim-scope': scope } });
      expect(response.ok()).toBe(true);
    };
    await use({ scope, post, clearFaults, fault: async (rule) => void (await post('/faults', rule)) });
    await request.post(`${baseURL}/sim/control/reset`, { headers: { 'x-sim-scope': scope } });
  },
  a11y: async ({ page }, use) => {
    await use(async (target = page) => {
      // Let finite animations (page fade, toasts) end: mid-fade colours are not the real contrast.
      await target.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      // Legacy mode runs axe in the page itself. The default opens a blank page per scan to merge the frames'
      // results, which doubled each scan (about 1 s -> 0.45 s here, ~220 scans a run). The app has no
      // frames of its own: the one frame is a provider's game (game-frame.tsx), cross-origin in production, whose
      // title the scan of the page still checks; its inside is the provider's.
      const results = await new AxeBuilder({ page: target }).setLegacyMode(true).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };

/** Logs in through the real dialog. */
export async function login(page: Page, userName: string, password: string) {
  await page
    .getByRole('button', { name: /log in|đăng nhập|登录|เข้าสู่ระบบ/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/user name|tên đăng nhập|用户名|ชื่อผู้ใช้/i).fill(userName);
  await dialog.getByLabel(/^password$|^mật khẩu$|^密码$|^รหัสผ่าน$/i).fill(password);
  await dialog.locator('form button[type=submit]').click();
}

/** Opens the site in English and logs in; done when the header names the member. */
export async function signIn(page: Page, user = 'demo', password = 'demo1234') {
  await gotoEn(page);
  await login(page, user, password);
  await expect(page.getByRole('link', { name: new RegExp(`my account, ${user}`, 'i') })).toBeVisible();
}

/** English keeps selectors readable; tests about language choose their own. */
export async function gotoEn(page: Page, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
}

/**
 * Records, from the next navigation on, every layout shift the user did not cause whose moved elements include one
 * inside `within` (a CSS selector), as "<viewport width> px: <tag> <class>"; `layoutShifts` reads them.
 */
export async function recordLayoutShifts(page: Page, within: string) {
  await page.addInitScript((selector) => {
    const moved: string[] = [];
    Object.assign(window, { layoutShifts: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[])
        for (const { node } of entry.hadRecentInput ? [] : entry.sources)
          if (node instanceof Element && node.closest(selector))
            moved.push(`${innerWidth} px: ${node.tagName} ${String(node.className)}`);
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
}

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts?: string[] }).layoutShifts ?? []);

/** Texts of `elements` wider than their own box (an ellipsis or a hard cut): words the screen does not show whole. */
export const cutTexts = (elements: Locator) =>
  elements.evaluateAll((els) =>
    els.flatMap((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return text.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.5 ? [el.textContent] : [];
    }),
  );
