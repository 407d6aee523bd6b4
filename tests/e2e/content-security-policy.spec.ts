import { expect, gotoEn, test } from './fixtures';

/**
 * The app runs under a strict Content-Security-Policy (docs/deploy.md): a script that gets into
 * the page (an XSS) does not run, and the browser reports it. Any other violation fails every
 * test at teardown (fixtures.ts).
 */
test.describe('content security policy', () => {
  test('the app is served with its policy and runs under it', async ({ page, control: _c }) => {
    const response = await page.goto('/sports?lang=en');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scripts).toMatch(/^script-src 'self' 'sha256-/);
    expect(scripts).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // The hashed boot script ran: the login guard took the guest home and opened the dialog.
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('an injected inline script, inline handler and eval do not run and are reported', async ({
    page,
    control: _c,
    csp,
  }) => {
    await gotoEn(page);
    await expect(page.getByRole('button', { name: /log in/i }).first()).toBeVisible();
    const ran = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/favicon.svg" onload="window.__handler = true">';
      document.body.appendChild(holder);
      await new Promise((done) => setTimeout(done, 300));
      let evaluated: unknown = 'blocked';
      try {
        evaluated = (0, eval)('1 + 1');
      } catch {
        // EvalError: the policy has no 'unsafe-eval'.
      }
      return { script: w.__injected ?? false, handler: w.__handler ?? false, evaluated };
    });
    expect(ran).toEqual({ script: false, handler: false, evaluated: 'blocked' });
    const reported: string[] = [];
    await expect
      .poll(() => {
        reported.push(...csp.take().map((v) => `${v.directive} ${v.blockedURI}`));
        return [...reported].sort();
      })
      .toEqual(['script-src eval', 'script-src-attr inline', 'script-src-elem inline']);
  });
});
