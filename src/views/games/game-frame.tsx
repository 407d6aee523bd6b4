import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../shell/modal';

/**
 * The game in an in-page frame over the lobby (docs/decisions.md "Games open in a frame"): a
 * native modal dialog, full screen on H5, with a bar to come back. The game can ask to come back
 * too, by posting `{type: 'matchday:game-exit'}` from its own origin in this very frame. Escape
 * (when focus is on the bar) and the button both come back, which collects the game wallets.
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
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'matchday:game-exit') back.current();
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
      <iframe ref={frame} className="game-frame" src={url} title={t('frame', { name })} data-testid="game-frame" />
    </Modal>
  );
}
