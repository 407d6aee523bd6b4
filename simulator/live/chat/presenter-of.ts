import type { SimContext } from '../../core/context';
import { ROLE } from '../../core/roles';
import type { SimUser } from '../../site/site-store';
import { liveCatalogOf } from '../catalog/register';
import { PRESENTER_OF_USER } from '../presenter/presenter-state';

/**
 * Who owns a room and who may moderate it, from the session and the catalogue only (never from a
 * request's body or a join payload): docs/decisions.md "Trust: chat and moderation".
 */

/** The catalogue presenter a signed-in user is (`anchor` 501, `caster` 502, `admin` 505), as the console maps it. */
export function presenterIdOf(user: SimUser): string | undefined {
  const id = PRESENTER_OF_USER[user.userName.toLowerCase()];
  return id === undefined ? undefined : String(id);
}

/**
 * The presenter who owns a chat room: the catalogue stream with that chat group, seeded or made in
 * the console (its maker's presenter id). '' for a room of no stream (test rooms): nobody owns it,
 * so only a super admin moderates there and a gift there credits nobody.
 */
export function roomOwnerOf(ctx: SimContext, roomId: string): string {
  const stream = liveCatalogOf(ctx)
    ?.all()
    .find((s) => s.groupId === roomId);
  return stream ? String(stream.presenterId) : '';
}

/**
 * May this user moderate the rooms of `presenterId`? Super admins everywhere (site-wide `*` too); a
 * presenter only their own; members never.
 */
export function mayModerate(user: SimUser, presenterId: string): boolean {
  if (user.role >= ROLE.superAdmin) return true;
  if (user.role < ROLE.presenter || presenterId === '') return false;
  return presenterId === presenterIdOf(user);
}
