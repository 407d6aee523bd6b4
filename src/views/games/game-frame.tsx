import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../shell/modal';

/**
 * What the game frame may do: run its scripts, nothing more. No allow-same-origin (the page gets an
 * opaque origin, so even a game served from the app's own origin could not read its storage or
 * token), no top navigation (it cannot send the app elsewhere), no popups, no forms.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts';

/**
 * The game in an in-page frame over the lobby (docs/decisions.md "Games open in a frame"): a
 * native modal dialog, full screen on H5, with a bar to come back. The game can ask to come back
 * too, by posting `{type: 'matchday:game-exit'}` from this very frame (sandboxed, its messages come
 * from the opaque origin "null", so the frame's window is what identifies it). Escape (when focus
 * is on the bar) and the button both come back, which collects the game wallets.
 */
export function GameFrame({ url, name, onBack }: { url: string; name: string; onBack: () => void }) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const back = useRef(onBack);
  back.current = onBack;
  const origin = new URL(url, window.location.href).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || (event.origin !== origin && event.origin !== 'null')) return;
      const data: unknown = event.data;
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'matchday:game-exit')
        back.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  return (
    <Modal labelledBy={titleId} onClose={onBack} className="game-frame-dialog">
      <div className="game-frame-bar">
        <button type="button" className="btn" onClick={onBack}>
          {t('jump.back')}
        </button>
        <h2 id={titleId} className="game-frame-title">
          {name}
        </h2>
      </div>
      <iframe
        ref={frame}
        className="game-frame"
        src={url}
        title={t('frame', { name })}
        sandbox={GAME_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        data-testid="game-frame"
      />
    </Modal>
  );
}
