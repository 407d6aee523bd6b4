import { ROLE } from '../../core/roles';
import type { SimUser } from '../../site/site-store';
import { PRESENTERS } from '../catalog/seed';

/**
 * Which catalogue presenter a signed-in presenter is (the moderation half of issue E needs it
 * before the console half settles its own mapping; docs/admin-api.md "Who owns a room"). The demo
 * `anchor` is presenter 501 (Linh Anh, streams 9001 and 9006). Any other presenter account owns
 * `u<user id>`, a presenter of no seeded room.
 */
const BY_USER: Readonly<Record<string, string>> = { anchor: '501' };

export function presenterIdOf(user: SimUser): string {
  return BY_USER[user.userName.toLowerCase()] ?? `u${user.id}`;
}

const CATALOGUE = new Set(PRESENTERS.map((p) => String(p.id)));

/**
 * May this user moderate the rooms of `presenterId`? Super admins everywhere; a presenter in
 * their own rooms, and in rooms of no catalogue presenter (test rooms such as `p9`); members never.
 */
export function mayModerate(user: SimUser, presenterId: string): boolean {
  if (user.role >= ROLE.superAdmin) return true;
  if (user.role < ROLE.presenter) return false;
  return presenterId === presenterIdOf(user) || !CATALOGUE.has(presenterId);
}
