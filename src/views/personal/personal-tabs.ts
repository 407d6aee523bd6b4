/**
 * The personal center's tabs, picked by the route's `:id` (`/personal/bets`). Readable ids, so a
 * link says where it goes; any other id (the user id the header used to link with, a typo) opens
 * the default tab.
 */
export const PERSONAL_TABS = [
  'bets',
  'reserve',
  'games',
  'wallet',
  'follows',
  'live',
  'profile',
  'vip',
  'settings',
  'security',
] as const;
export type PersonalTab = (typeof PERSONAL_TABS)[number];
export const DEFAULT_PERSONAL_TAB: PersonalTab = 'bets';

export function personalTabOf(id: string | undefined): PersonalTab {
  return (PERSONAL_TABS as readonly string[]).includes(id ?? '') ? (id as PersonalTab) : DEFAULT_PERSONAL_TAB;
}

export const personalPath = (tab: PersonalTab) => `/personal/${tab}`;
