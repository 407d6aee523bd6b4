import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every translation key the client uses exists in the en pack (locale-parity.test.ts then holds the
 * other three to en). Keys are read from src/: `t('key')`, `t('ns:key')`, `i18nKey="key"`, in the
 * namespaces the file asks `useTranslation` for (the default namespace `common` when it asks for none,
 * as src/app/i18n.ts sets it); a file that only receives `t` from its caller may use any namespace.
 * Keys built at run time (`t(\`view.${view}\`)`) are listed in DYNAMIC below: each must match at least
 * one en key, and a template that is not listed fails until someone lists it.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const packs = new Map(
  readdirSync('locales/en')
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -5), flatten(JSON.parse(readFileSync(join('locales/en', f), 'utf8')))] as const),
);
/** A key is there as a text, as a plural family (`key_one`, `key_other`), or as an object of texts. */
const has = (ns: string, key: string) => {
  const keys = packs.get(ns);
  return !!keys && keys.some((k) => k === key || k.replace(PLURAL, '') === key || k.startsWith(`${key}.`));
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

interface Use {
  file: string;
  key: string;
  namespaces: string[];
}

/** The namespaces a file asks for: every `useTranslation(...)` in it; null (any) when it never asks (it got `t` from its caller) or names one by a variable. */
function namespacesOf(source: string): string[] | null {
  const calls = [...source.matchAll(/useTranslation\(([^)]*)\)/g)].map((m) => m[1]!.trim());
  if (!calls.length || calls.some((args) => args !== '' && !/^(\[\s*)?'/.test(args))) return null;
  return calls.flatMap((args) => (args === '' ? ['common'] : [...args.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!)));
}

const statics: Use[] = [];
const templates: Use[] = [];
for (const file of sourceFiles('src')) {
  const source = readFileSync(file, 'utf8');
  const namespaces = namespacesOf(source) ?? [...packs.keys()];
  for (const m of source.matchAll(/\bt\(\s*'([^'\n]+)'/g)) statics.push({ file, key: m[1]!, namespaces });
  for (const m of source.matchAll(/i18nKey=(?:"([^"]+)"|\{'([^']+)'\})/g))
    statics.push({ file, key: (m[1] ?? m[2])!, namespaces });
  for (const m of source.matchAll(/\bt\(\s*`([^`\n]+)`/g)) templates.push({ file, key: m[1]!, namespaces });
}

const split = (use: Use) => {
  const at = use.key.indexOf(':');
  return at > 0 && !use.key.slice(0, at).includes('${')
    ? { namespaces: [use.key.slice(0, at)], key: use.key.slice(at + 1) }
    : use;
};

/**
 * Keys built at run time, by file and template (`${...}` parts written as `*`). Each must match at
 * least one en key; the parts come from typed unions and server codes, whose every value is in the
 * pack beside the others (the parity test checks the other languages).
 */
const DYNAMIC: readonly string[] = [
  'src/views/auth/field.tsx rules.*',
  'src/views/games/game-filters.tsx tag.*',
  'src/views/games/game-tiles.tsx tag.*',
  'src/views/games/lobby-nav.tsx lobby.*',
  'src/views/games/lobby-page.tsx lobby.*',
  'src/views/home/home-page.tsx lobby.*',
  'src/views/live-room/chat/ban-dialog.tsx duration.*',
  'src/views/live-room/chat/chat-line.tsx own.failed.*',
  'src/views/live-room/chat/chat-panel.tsx refusal.*',
  'src/views/live-room/chat/chat-panel.tsx status.failed.*',
  'src/views/live-room/gifts/gift-panel.tsx gifts.failure.*',
  'src/views/live-room/player/room-player.tsx state.*',
  'src/views/live-room/room-layout.tsx room.tab.*',
  'src/views/live-room/score-bar.tsx status.s*',
  'src/views/live/stream-card.tsx status.s*',
  'src/views/pages/error-page.tsx errorPage.*.body',
  'src/views/pages/error-page.tsx errorPage.*.title',
  'src/views/personal/account/phone-card.tsx account:security.phoneProblem.*',
  'src/views/personal/account/security-tab.tsx account:security.*',
  'src/views/personal/account/security-tab.tsx auth:rules.*',
  'src/views/personal/account/settings-tab.tsx account:settings.*',
  'src/views/personal/account/settings-tab.tsx sports:oddsChange.*',
  'src/views/personal/account/settings-tab.tsx sports:oddsFormat.*',
  'src/views/personal/bets-tab.tsx bets.empty.*',
  'src/views/personal/bets-tab.tsx bets.kind.*',
  'src/views/personal/cash-out.tsx order-errors:reason.*',
  'src/views/personal/history-states.tsx window.*',
  'src/views/personal/order-card.tsx order-errors:reason.*',
  'src/views/personal/order-card.tsx order.kind.*',
  'src/views/personal/order-card.tsx order.leg.*',
  'src/views/personal/order-card.tsx order.status.*',
  'src/views/personal/personal-page.tsx personal:tab.*',
  'src/views/personal/reservation-card.tsx order-errors:reason.*',
  'src/views/personal/reservation-card.tsx reserve.status.*',
  'src/views/personal/reserve-tab.tsx reserve.empty.*',
  'src/views/personal/reserve-tab.tsx reserve.filter.*',
  'src/views/personal/wallet/balance-card.tsx wallet.game.*',
  'src/views/personal/wallet/balance-card.tsx wallet.reason.*',
  'src/views/personal/wallet/deposit-form.tsx wallet.channel.*',
  'src/views/personal/wallet/transactions-list.tsx wallet.tx.kind.*',
  'src/views/personal/wallet/wallet-tab.tsx wallet.section.*',
  'src/views/presenter-console/console-page.tsx presenter:problem.*',
  'src/views/presenter-console/console-page.tsx presenter:tab.*',
  'src/views/presenter-console/encoder-panel.tsx encoder.*',
  'src/views/presenter-console/income/income-tab.tsx income.metric.*',
  'src/views/presenter-console/income/stats-chart.tsx income.metric.*',
  'src/views/presenter-console/moderation/ban-log.tsx duration.*',
  'src/views/presenter-console/moderation/ban-log.tsx log.filters.*',
  'src/views/presenter-console/profile-tab.tsx profile.*',
  'src/views/presenter-console/schedule-tab.tsx problem.*',
  'src/views/presenter-console/stream-form.tsx stream.cover_*',
  'src/views/presenter-console/stream-tab.tsx problem.*',
  'src/views/presenter-console/stream-tab.tsx stream.*',
  'src/views/promo/activity-list-page.tsx list.category.*',
  'src/views/promo/claim-parts.tsx refusal.*',
  'src/views/promo/templates/app-template.tsx app.*.action',
  'src/views/promo/templates/app-template.tsx app.*.name',
  'src/views/promo/templates/app-template.tsx app.*.note',
  'src/views/promo/templates/deposit-bonus-template.tsx channel.*',
  'src/views/promo/templates/feedback-template.tsx feedback.categories.*',
  'src/views/promo/templates/feedback-template.tsx feedback.refusal.*',
  'src/views/promo/templates/leaderboard-template.tsx board.metric.*',
  'src/views/promo/templates/leaderboard-template.tsx board.rule.*',
  'src/views/promo/templates/loss-refund-template.tsx refund.rule.*',
  'src/views/promo/templates/pay-guide-template.tsx channel.*',
  'src/views/promo/templates/service-template.tsx service.contact.*',
  'src/views/shell/header.tsx menu.*',
  'src/views/shell/route-error-boundary.tsx shell:errorPage.*.body',
  'src/views/shell/route-error-boundary.tsx shell:errorPage.*.title',
  'src/views/sports/bulletins/bulletins-page.tsx type.*',
  'src/views/sports/common/connection-indicator.tsx connection.*',
  'src/views/sports/common/odds-button.tsx odds.state.*',
  'src/views/sports/common/odds-name.ts selectionName.*',
  'src/views/sports/detail/market-board.tsx selectionName.*',
  'src/views/sports/detail/market-board.tsx sports:marketType.*',
  'src/views/sports/detail/market-board.tsx tabs.*',
  'src/views/sports/detail/match-header.tsx sports:sport.*',
  'src/views/sports/detail/period-table.tsx period.*',
  'src/views/sports/detail/period-table.tsx sports:clock.unit.*',
  'src/views/sports/detail/period-table.tsx stats.*',
  'src/views/sports/list/list-states.tsx list.empty.*',
  'src/views/sports/list/list-states.tsx list.emptyAction.*',
  'src/views/sports/common/odds-column.tsx selection.*',
  'src/views/sports/list/settings-dialog.tsx oddsChange.*',
  'src/views/sports/list/settings-dialog.tsx oddsFormat.*',
  'src/views/sports/list/sport-tabs.tsx sport.*',
  'src/views/sports/list/sports-list-screen.tsx period.*',
  'src/views/sports/list/sports-list-screen.tsx sport.*',
  'src/views/sports/list/sports-list-screen.tsx view.*',
  'src/views/sports/list/view-tabs.tsx view.*',
  'src/views/sports/results/result-row.tsx sports:*',
  'src/views/sports/results/results-view.tsx window.*',
  'src/views/sports/slip/reserve-form.tsx order-errors:reason.*',
  'src/views/sports/slip/reserve-form.tsx slip.reserve.reason.*',
  'src/views/sports/slip/slip-body.tsx block.*',
  'src/views/sports/slip/slip-body.tsx slip.kind.*',
  'src/views/sports/slip/slip-footer.tsx slip.problem.*',
  'src/views/sports/slip/slip-footer.tsx slip.reason.*',
  'src/views/sports/slip/slip-leg.tsx selectionName.*',
  'src/views/sports/slip/slip-stake.tsx slip.reason.*',
  'src/views/sports/slip/slip-status.tsx slip.order.*',
  'src/views/sports/slip/slip-status.tsx slip.rejectReason.*',
  'src/views/sports/slip/slip-status.tsx slip.status.*',
  'src/views/super-admin/audit-section.tsx audit.action.*',
  'src/views/super-admin/bans-section.tsx duration.*',
  'src/views/super-admin/stats-section.tsx stats.*',
  'src/views/super-admin/streams-section.tsx status.*',
  'src/views/vip/vip-levels.tsx service.*.short',
  'src/views/vip/vip-service-page.tsx service.*.body',
  'src/views/vip/vip-service-page.tsx service.*.title',
];

const shape = (template: string) => template.replace(/\$\{[^}]*\}/g, '*');

describe('translation keys used in src/', () => {
  it('finds the keys', () => expect(statics.length).toBeGreaterThan(500));

  it('are all in the en pack', () => {
    const missing = statics
      .map((use) => ({ use, ...split(use) }))
      .filter(({ namespaces, key }) => !namespaces.some((ns) => has(ns, key)))
      .map(({ use }) => `${use.file}: ${use.key}`);
    expect(missing).toEqual([]);
  });

  it('built at run time: each is listed and matches en keys', () => {
    const seen = [...new Set(templates.map((use) => `${use.file} ${shape(use.key)}`))].sort();
    expect(
      seen.filter((t) => !DYNAMIC.includes(t)),
      'templates not listed in DYNAMIC',
    ).toEqual([]);
    const unmatched = templates
      .map((use) => ({ use, ...split(use) }))
      .filter(({ namespaces, key }) => {
        const pattern = new RegExp(
          `^${shape(key)
            .replace(/[.+?^$()[\]{}|\\]/g, '\\$&')
            .replace(/\*/g, '.+')}(_(zero|one|two|few|many|other))?$`,
        );
        return !namespaces.some((ns) => (packs.get(ns) ?? []).some((k) => pattern.test(k)));
      })
      .map(({ use }) => `${use.file}: ${use.key}`);
    expect(unmatched).toEqual([]);
  });
});
