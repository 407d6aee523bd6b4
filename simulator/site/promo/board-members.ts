import { randomBytes } from 'node:crypto';
import type { SiteStore, SimUser } from '../site-store';

/**
 * The members the leaderboards rank besides the site's own accounts (docs/promo-api.md,
 * "Leaderboards"): real accounts of the site store with a betting history of their own, the sports
 * bets of board-history.ts and the seeded game bets every member has (orders/seeded-game-bets.ts).
 * Nobody signs in as them: each gets a random password at start and no phone.
 */
export const BOARD_MEMBERS: readonly string[] = [
  'minhkhoa88',
  'thuha2403',
  'quanghuy77',
  'lanphuong',
  'ductri1990',
  'baongoc',
  'vanlong68',
  'kimanh2k',
  'hoangnam',
  'thanhvy99',
  'tuankiet',
  'myduyen',
  'gialinh21',
  'phucthinh',
  'ngoctram',
  'quocbao86',
  'hailong',
  'thuytrang',
  'anhtuan93',
  'camtu',
  'somchai88',
  'weiming',
  'trungkien',
  'diemmy',
];

/** Adds the board members to the store once (a second simulator in one process has its own store). */
export function addBoardMembers(store: SiteStore): SimUser[] {
  return BOARD_MEMBERS.map(
    (userName, i) =>
      store.user(userName) ??
      store.addUser({
        userName,
        password: randomBytes(18).toString('base64url'),
        role: 0,
        regCurrency: 'VND',
        mobile: '',
        mobileArea: '',
        needsSms: false,
        balance: 0,
        vipLevel: 1 + (i % 7),
        avatar: 1 + (i % 10),
        nickName: userName,
      }),
  );
}
