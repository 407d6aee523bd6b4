import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import type { BanApi, BanInfo } from '../../../api/live/ban-api';
import { BAN_REASON_MAX } from '../../../api/live/moderation-rules';
import type { ChatAuthor } from '../../../streams/chat/chat-transport';
import { closeBidi } from '../../../lib/platform/close-bidi';
import { Modal } from '../../shell/modal';
import './moderation.css';
import { useDateTime } from '../../common/use-date-time';

/** Durations a presenter picks from, in minutes (0: for ever). */
export const BAN_MINUTES = [10, 60, 1440, 0] as const;

export interface BanDialogProps {
  user: ChatAuthor;
  roomId: string;
  presenterId: string;
  bans: Pick<BanApi, 'info' | 'save' | 'lift'>;
  onClose: () => void;
}

type View =
  | { kind: 'loading' }
  | { kind: 'free' }
  | { kind: 'banned'; info: Extract<BanInfo, { banned: true }> }
  | { kind: 'busy' };

/**
 * Ban or unban a viewer straight from their chat line, in the presenter's own room: asks
 * banInfo first, then offers either a duration and a reason, or lifting the ban in force. The
 * simulator pushes the change to the viewer's socket, so their input follows within a second.
 */
export function BanDialog({ user, roomId, presenterId, bans, onClose }: BanDialogProps) {
  const { t } = useTranslation('moderation');
  const when = useDateTime('full', 'device');
  const titleId = useId();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [minutes, setMinutes] = useState<number>(BAN_MINUTES[0]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    let alive = true;
    bans.info({ roomId, presenterId, userName: user.userId }).then(
      (info) => alive && setView(info.banned ? { kind: 'banned', info } : { kind: 'free' }),
      () => alive && setView({ kind: 'free' }),
    );
    return () => {
      alive = false;
    };
  }, [bans, roomId, presenterId, user.userId]);

  const run = (work: () => Promise<unknown>) => {
    setError('');
    const before = view;
    setView({ kind: 'busy' });
    work().then(onClose, (e: unknown) => {
      setView(before);
      setError(errorText(t, e));
    });
  };
  const ban = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('ban.reasonRequired'));
    run(() => bans.save({ userName: user.userId, presenterId, roomId, minutes, reason: reason.trim() }));
  };
  const info = view.kind === 'banned' ? view.info : null;
  const currentReason = closeBidi(info?.reason ?? '') || t('ban.noReason');
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="ban-dialog">
      <h2 id={titleId}>{t('ban.title', { nick: closeBidi(user.nick) })}</h2>
      {view.kind === 'loading' ? <p role="status">{t('state.loading')}</p> : null}
      {info ? (
        <div className="ban-dialog__current">
          <p>
            {info.until > 0
              ? t('ban.currentUntil', { until: when(info.until), reason: currentReason })
              : t('ban.currentForever', { reason: currentReason })}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={info.id === undefined}
            onClick={() => info.id !== undefined && run(() => bans.lift([info.id as number]))}
          >
            {t('ban.lift')}
          </button>
        </div>
      ) : null}
      {view.kind === 'free' || view.kind === 'busy' ? (
        <form className="ban-dialog__form" onSubmit={ban}>
          <fieldset>
            <legend>{t('ban.duration')}</legend>
            {BAN_MINUTES.map((m) => (
              <label key={m} className="ban-dialog__choice">
                <input
                  type="radio"
                  name="ban-minutes"
                  value={m}
                  checked={minutes === m}
                  onChange={() => setMinutes(m)}
                />
                {t(`duration.${m}`)}
              </label>
            ))}
          </fieldset>
          <label className="ban-dialog__reason">
            {t('ban.reason')}
            <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={BAN_REASON_MAX} required />
          </label>
          <button type="submit" className="btn btn-primary" disabled={view.kind === 'busy'}>
            {t('ban.submit')}
          </button>
        </form>
      ) : null}
      <p className="ban-dialog__error" role="alert">
        {error}
      </p>
      <button type="button" className="btn" onClick={onClose}>
        {t('action.cancel')}
      </button>
    </Modal>
  );
}

type T = ReturnType<typeof useTranslation<'moderation'>>['t'];

/** A refused call in words: a 403 as "not yours", else the server's message or a generic line. */
export function errorText(t: T, e: unknown): string {
  if (isApiError(e) && e.details.code === 403) return t('error.forbidden');
  return t('error.generic');
}
