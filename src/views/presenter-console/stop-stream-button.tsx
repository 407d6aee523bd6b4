import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../shell/modal';

/**
 * Stop asks first: stopping ends every viewer's room and cannot be undone, so one stray
 * press must not do it. Confirm sends STOP to the lifecycle chart; Cancel or Escape keeps the stream.
 */
export function StopStreamButton({ stopping, onStop }: { stopping: boolean; onStop: () => void }) {
  const { t } = useTranslation('presenter');
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn pc-stop"
        disabled={stopping}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        {stopping ? t('stream.stopping') : t('stream.stop')}
      </button>
      {asking && (
        <Modal labelledBy={titleId} onClose={() => setAsking(false)} className="confirm-dialog">
          <h2 id={titleId}>{t('stream.stopAsk')}</h2>
          <p>{t('stream.stopWhat')}</p>
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={() => setAsking(false)}>
              {t('stream.keepLive')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setAsking(false);
                onStop();
              }}
            >
              {t('stream.stop')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
