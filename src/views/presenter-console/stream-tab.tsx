import { useTranslation } from 'react-i18next';
import { EncoderPanel, type EncoderView } from './encoder-panel';
import { StreamForm } from './stream-form';
import { usePresenterStream } from './use-presenter-stream';
import { StopStreamButton } from './stop-stream-button';
import { StudioRooms } from './studio-rooms';

/** My stream: the lifecycle chart on screen (draft form, saved with the encoder panel, stopped). */
export function StreamTab({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('presenter');
  const [state, send] = usePresenterStream();
  const { stream, status, problem } = state.context;

  if (state.matches('loading')) return <p role="status">{t('common.loading')}</p>;
  if (state.matches('loadFailed')) {
    return (
      <div className="pc-card" role="alert">
        <p>{t(problem === 'forbidden' ? 'problem.forbidden' : 'stream.loadFailed')}</p>
        <button type="button" className="btn" onClick={() => send({ type: 'RETRY' })}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (state.matches('draft') || state.matches('saving')) {
    return (
      <div className="pc-stream" data-lifecycle="draft">
        {problem && (
          <p role="alert" className="pc-alert" data-testid="stream-problem">
            {t(`problem.${problem}`)}
          </p>
        )}
        <StudioRooms presenterId={presenterId} />
        <StreamForm
          stream={null}
          busy={state.matches('saving')}
          submitLabel={state.matches('saving') ? t('stream.saving') : t('stream.save')}
          onSubmit={(draft) => send({ type: 'SAVE', draft })}
        />
      </div>
    );
  }
  if (state.matches('stopped') && stream) {
    return (
      <div className="pc-stream" data-lifecycle="stopped">
        <EncoderPanel stream={stream} view="stopped" status={status} />
        <button type="button" className="btn btn-primary" onClick={() => send({ type: 'NEW' })}>
          {t('stream.new')}
        </button>
      </div>
    );
  }
  if (!stream) return null;
  const view: EncoderView = state.matches({ saved: { encoder: 'live' } })
    ? 'live'
    : state.matches({ saved: { encoder: 'lost' } })
      ? 'lost'
      : 'waiting';
  const edit = state.matches({ saved: { edit: 'updating' } })
    ? 'updating'
    : state.matches({ saved: { edit: 'updated' } })
      ? 'updated'
      : state.matches({ saved: { edit: 'stopping' } })
        ? 'stopping'
        : null;
  const failed = state.matches({ saved: { edit: 'updateFailed' } })
    ? 'updateFailed'
    : state.matches({ saved: { edit: 'stopFailed' } })
      ? 'stopFailed'
      : null;
  return (
    <div className="pc-stream pc-stream--saved" data-lifecycle={view}>
      <EncoderPanel stream={stream} view={view} status={status} />
      {edit === 'updated' && (
        <p role="status" className="pc-note">
          {t('stream.updated')}
        </p>
      )}
      {failed && (
        <div role="alert" className="pc-alert">
          <p>
            {t(`stream.${failed}`)} {problem ? t(`problem.${problem}`) : ''}
          </p>
          <button type="button" className="btn" onClick={() => send({ type: 'DISMISS' })}>
            {t('common.dismiss')}
          </button>
        </div>
      )}
      <StreamForm
        key={stream.id}
        stream={stream}
        busy={edit === 'updating' || edit === 'stopping'}
        submitLabel={edit === 'updating' ? t('stream.updating') : t('stream.update')}
        onSubmit={(draft) => send({ type: 'UPDATE', patch: draft })}
      />
      <StopStreamButton stopping={edit === 'stopping'} onStop={() => send({ type: 'STOP' })} />
    </div>
  );
}
