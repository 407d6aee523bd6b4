import { useTranslation } from 'react-i18next';
import type { EncoderStatus, OwnStream } from '../../api/live/presenter-schemas';
import { CopyField } from './copy-field';

export type EncoderView = 'waiting' | 'live' | 'lost' | 'stopped';

/** Where to push and what the encoder does: waiting for it, live (bitrate, viewers), lost, stopped. */
export function EncoderPanel({
  stream,
  view,
  status,
}: {
  stream: OwnStream;
  view: EncoderView;
  status: EncoderStatus | null;
}) {
  const { t } = useTranslation('presenter');
  return (
    <section
      className="pc-card pc-encoder"
      aria-labelledby="pc-encoder-title"
      data-testid="encoder-panel"
      data-encoder={view}
    >
      <h3 id="pc-encoder-title" className="pc-card__title">
        {t('stream.goLive')}
      </h3>
      <p className={`pc-encoder__state is-${view}`} role="status" data-testid="encoder-state">
        {t(`encoder.${view}`)}
      </p>
      {view === 'live' && (
        <p className="pc-encoder__figures" data-testid="encoder-figures">
          <span>{t('encoder.bitrate', { kbps: status?.bitrateKbps ?? stream.bitrateKbps })}</span>
          <span>{t('encoder.viewers', { count: status?.viewers ?? 0 })}</span>
        </p>
      )}
      {stream.push && view !== 'stopped' && (
        <>
          <p className="pc-hint">{t('stream.pushHint')}</p>
          <CopyField id="pc-rtmp-url" label={t('stream.rtmpUrl')} value={stream.push.url} />
          <CopyField id="pc-stream-key" label={t('stream.streamKey')} value={stream.push.streamKey} secret />
        </>
      )}
      <a className="pc-link" href={`/anchorPlay/${stream.id}`} target="_blank" rel="noreferrer">
        {t('stream.openRoom')}
      </a>
    </section>
  );
}
