import { expect, gotoEn, test, signIn } from './fixtures';
import { expectNothingRan, refusedAtParse, textsOf, watch } from './hostile-kit';
import { CORPUS, HOSTILE_HTML } from './xss-corpus';

/**
 * Hostile text from the servers is inert: promotion HTML (an article and every FAQ answer made of the
 * fragments of xss-corpus.ts) runs nothing once DOMPurify has had it, and the corpus as team and league
 * names shows as text in the match list and the match detail. Each test loads one screen with many
 * payloads on it (hostile-kit.ts watches the page).
 */

test.describe('hostile text stays text', () => {
  test('promotion HTML from the server runs nothing (DOMPurify): an article and every FAQ answer', async ({
    page,
    control,
    csp,
  }) => {
    // The payloads' inline handlers and <base> are refused by the policy while the sanitizer parses them (reported, never run).
    csp.allow((v) => refusedAtParse(v.directive));
    const guard = await watch(page);
    // The whole corpus as one article, and each fragment as an answer of its own (an unclosed one swallows the rest).
    await control.post('/promo/content', {
      path: '/royal',
      html: `<h2>Hostile article</h2>${HOSTILE_HTML.join('\n')}`,
    });
    await control.post('/promo/content', { path: '/HelpCenter', sections: HOSTILE_HTML });
    await gotoEn(page, '/royal');
    await expect(page.locator('.safe-html')).toContainText('Hostile article', { timeout: 10_000 });
    await expectNothingRan(page, guard, { sanitizedHtml: true });

    await gotoEn(page, '/HelpCenter');
    const answers = page.locator('.faq-answer');
    await expect(answers).toHaveCount(HOSTILE_HTML.length, { timeout: 10_000 });
    await page
      .locator('details.faq-item')
      .evaluateAll((items) => items.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    // What was only text is still there; what would run is gone.
    await expect(page.getByTestId('faq-x21')).toContainText('click me');
    expect(
      await page
        .locator('.faq-list')
        .locator('script, iframe, object, embed, form, style, base, meta, input, button')
        .count(),
    ).toBe(0);
    const hrefs = await page
      .locator('.faq-list a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !/^(https?:|\/|#)/i.test(h))).toEqual([]);
    await expectNothingRan(page, guard, { sanitizedHtml: true });
  });

  test('team and league names in the match list and the match detail', async ({ page, control }) => {
    const guard = await watch(page);
    await signIn(page);
    await gotoEn(page, '/sports');
    const rows = page.locator('[data-testid^="match-row-"]');
    // The first screenful renders a few rows per task: wait for the third before reading them.
    await expect(rows.nth(2)).toBeVisible({ timeout: 15_000 });
    const ids = (
      await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice('match-row-'.length))))
    ).slice(0, 24);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    // Three payloads a match: home, away and league; every payload on some match.
    const nth = (k: number) => CORPUS[k % CORPUS.length]!;
    const named = ids.map((matchId, i) => ({
      matchId,
      home: nth(3 * i),
      away: nth(3 * i + 1),
      league: nth(3 * i + 2),
    }));
    for (const m of named)
      await control.post('/sports/rename', {
        matchId: m.matchId,
        home: m.home.text,
        away: m.away.text,
        league: m.league.text,
      });
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 15_000 });
    const first = named[0]!;
    const row = page.getByTestId(`match-row-${first.matchId}`);
    await expect
      .poll(() => row.locator('.team-name').evaluateAll((els) => els.map((e) => e.textContent ?? '')))
      .toEqual([first.home.text, first.away.text]);
    // Rows and their names read in one go: the virtual list renders rows as it scrolls and loads, so a row read
    // on its own a moment later may not have been there when the names were.
    const shown = await rows.evaluateAll((els) =>
      els.map((e) => ({
        id: Number(e.getAttribute('data-testid')!.slice('match-row-'.length)),
        teams: Array.from(e.querySelectorAll('.team-name')).map((t) => t.textContent ?? ''),
      })),
    );
    const leagues = await textsOf(page, '.league-name > span:last-child');
    const renamedShown = shown.filter((row) => named.some((m) => m.matchId === row.id));
    expect(renamedShown.length).toBeGreaterThanOrEqual(1);
    for (const row of renamedShown) {
      const m = named.find((n) => n.matchId === row.id)!;
      expect(row.teams, `match ${row.id}`).toEqual([m.home.text, m.away.text]);
    }
    // A league's header shows the name its first row carries.
    expect(leagues.filter((l) => named.some((m) => m.league.text === l)).length).toBeGreaterThanOrEqual(1);
    await expectNothingRan(page, guard);

    await gotoEn(page, `/sports/sportsdetail/${first.matchId}`);
    const header = page.getByTestId('match-header');
    await expect(header.locator('.sd-team-name').first()).toHaveText(first.home.text, { timeout: 10_000 });
    await expect(header.locator('.sd-league-name')).toHaveText(first.league.text);
    await expectNothingRan(page, guard);
  });
});
