import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { originOf } from '../../core/origin';
import { avatarOf } from '../catalog/render';
import { langOf, scopeStateOf } from '../catalog/request';
import type { SimPresenter } from '../catalog/seed';
import { profileEdits } from './presenter-state';

/**
 * A presenter's profile as this request's scope sees it: the seeded one under the presenter's own
 * edits (presenter/update). What the console (presenter/me) and viewers (getInfo2) both show.
 */
export function profileView(ctx: SimContext, request: FastifyRequest, presenter: SimPresenter) {
  const edit = profileEdits(scopeStateOf(ctx, request)).get(presenter.id) ?? {};
  return {
    nickName: edit.nickName ?? presenter.nickName,
    avatar: edit.avatar ?? avatarOf(originOf(request), presenter.id),
    intro: presenter.intro[langOf(request)],
    notice: edit.notice ?? '',
    schedule: edit.schedule ?? '',
  };
}
