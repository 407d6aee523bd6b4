import { useTranslation } from 'react-i18next';
import type { GameJumpContext } from '../../machines/games/game-jump.machine';
import { useFocusOnMount } from '../common/use-focus-follows';
import { useMoney } from '../common/use-money';
import { useWindowText } from './use-window-text';

type JumpState = 'idle' | 'jumping' | 'opened' | 'collecting' | 'failed' | 'timedOut' | 'maintenance';

/**
 * Where a jump stands, under the lobby's title: opening, a timeout or failure with a retry (the
 * same jump again, never a second one), a maintenance refusal with its window, and after coming
 * back what the collect returned to the balance.
 */
export function JumpStatus({
  state,
  context,
  onRetry,
  onDismiss,
}: {
  state: JumpState;
  context: GameJumpContext;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const windowText = useWindowText();
  const name = context.target?.gameName ?? '';
  const needsAnswer = state === 'timedOut' || state === 'failed' || state === 'maintenance';
  // The person pressed a tile and waits: an outcome that asks something of them takes the focus.
  const first = useFocusOnMount<HTMLButtonElement>(needsAnswer);
  const actions = (retry: boolean) => (
    <div className="jump-actions">
      {retry && (
        <button ref={first} type="button" className="btn btn-primary" onClick={onRetry}>
          {t('jump.retry')}
        </button>
      )}
      <button ref={retry ? undefined : first} type="button" className="btn" onClick={onDismiss}>
        {t('jump.dismiss')}
      </button>
    </div>
  );
  let body = null;
  if (state === 'jumping') body = <p role="status">{t('jump.jumping', { name })}</p>;
  else if (state === 'timedOut')
    body = (
      <div role="alert">
        <p>{t('jump.timedOut', { name })}</p>
        {actions(true)}
      </div>
    );
  else if (state === 'failed')
    body = (
      <div role="alert">
        <p>{t('jump.failed', { name, reason: t(context.failure?.wordsKey ?? 'errors:unknown') })}</p>
        {actions(true)}
      </div>
    );
  else if (state === 'maintenance') {
    const w = context.maintenanceWindow;
    body = (
      <div role="alert">
        <p>{w ? t('jump.maintenance', { name, window: windowText(w) }) : t('jump.maintenanceUnknown', { name })}</p>
        {actions(false)}
      </div>
    );
  } else if (state === 'idle' && context.collectFailed)
    body = (
      <div role="alert">
        <p>{t('jump.collectFailed')}</p>
        {actions(false)}
      </div>
    );
  else if (state === 'idle' && context.collected !== null)
    body = (
      <div role="status">
        <p>{t('jump.collected', { amount: money(context.collected) })}</p>
        {actions(false)}
      </div>
    );
  return (
    <div
      className={`jump-status${body ? ' card' : ''}`}
      data-testid="jump-status"
      data-state={state}
      aria-live="polite"
    >
      {body}
    </div>
  );
}
