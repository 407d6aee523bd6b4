/** Menu entries the maintenance config may order (menuOrder); unknown names are skipped. */
export const MENU_TARGETS: Record<string, string> = {
  home: '/',
  sports: '/sports',
  live: '/anchorPlay',
  electronic: '/electronic/10009',
  activity: '/activity',
  sponsor: '/sponsor',
  AppDownload: '/AppDownload',
};

export const DEFAULT_MENU = ['home', 'sports', 'live', 'electronic', 'activity', 'sponsor', 'AppDownload'];

export function menuOrder(order: string | undefined | null): string[] {
  const names = (order ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s in MENU_TARGETS);
  return names.length ? names : DEFAULT_MENU;
}
