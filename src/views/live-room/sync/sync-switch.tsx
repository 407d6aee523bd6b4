import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { distinctUntilChanged, map } from 'rxjs';
import type { RoomSync } from '../../../machines/live/room-sync';
import { useLatest, useVideoSyncPreference } from './use-room-sync';

/**
 * Whole seconds the video trails live while it has a place to sync to (0: under half a second; the hint says
 * "under 1 s" then, and the player's bar has the tenths); null otherwise. Whole, so the hint does not change with
 * every report.
 */
export function useSecondsBehind(sync: RoomSync): number | null {
  const behind$ = useMemo(
    () =>
      sync.video$.pipe(
        map((v) => (v.position && v.behind !== null ? Math.round(v.behind) : null)),
        distinctUntilChanged(),
      ),
    [sync],
  );
  return useLatest(behind$, null);
}

/**
 * "Sync to my video" (docs/product.md, "Live rooms"): a switch under the video, on by default and
 * remembered on this device. Its description says what it does now: the score and goal lines wait for
 * the video (and how far it trails), wait for the video to start, or come as they happen.
 */
export function SyncSwitch({ sync }: { sync: RoomSync }) {
  const { t } = useTranslation('live');
  const [on, setOn] = useVideoSyncPreference();
  const behind = useSecondsBehind(sync);
  const hintId = useId();
  const hint = !on
    ? t('room.sync.off')
    : behind === null
      ? t('room.sync.waiting')
      : behind === 0
        ? t('room.sync.onUnderSecond')
        : t('room.sync.on', { seconds: behind });
  return (
    <div className="room-sync" data-testid="room-sync">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        className={`room-sync-switch ${on ? 'is-on' : ''}`}
        onClick={() => setOn(!on)}
      >
        <span className="room-sync-track" aria-hidden="true">
          <span className="room-sync-thumb" />
        </span>
        <span className="room-sync-label">{t('room.sync.label')}</span>
      </button>
      <span id={hintId} className="room-sync-hint">
        {hint}
      </span>
    </div>
  );
}
