import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { scheduleMachine } from '../../machines/presenter-stream/schedule.machine';
import { useServices } from '../app-services';
import { useDateTime } from '../common/use-date-time';

/** The presenter's scheduled streams (reserveList narrowed to them), each with its reservations and a cancel. */
export function ScheduleTab({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('presenter');
  const services = useServices();
  const [machine] = useState(() =>
    scheduleMachine.provide({
      actors: {
        loadScheduled: fromPromise(async ({ signal }) => {
          const api = await services.presenter();
          const [page, mine] = await Promise.all([api.scheduled(presenterId, signal), api.mine(signal)]);
          const own = new Set(mine.records.map((s) => s.id));
          return page.records.map((s) => ({ ...s, own: own.has(s.id) }));
        }),
        cancel: fromPromise(async ({ input }) => (await services.presenter()).cancelScheduled(input.streamId)),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const when = useDateTime('medium', 'device');
  if (state.matches('loading')) return <p role="status">{t('common.loading')}</p>;
  if (state.matches('failed')) {
    return (
      <div role="alert" className="pc-card">
        <p>{t('schedule.failed')}</p>
        <button type="button" className="btn" onClick={() => send({ type: 'RETRY' })}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const { streams, problem, cancelling } = state.context;
  return (
    <div className="pc-schedule" data-testid="schedule-list">
      {problem && (
        <p role="alert" className="pc-alert">
          {t('schedule.cancelFailed')} {t(`problem.${problem}`)}
        </p>
      )}
      {streams.length === 0 ? (
        <p className="pc-hint">{t('schedule.empty')}</p>
      ) : (
        <ul className="pc-list">
          {streams.map((s) => (
            <li key={s.id} className="pc-card pc-list__item">
              <div>
                <p className="pc-list__title">{s.title}</p>
                <p className="pc-hint">
                  {t('schedule.startsAt', { when: when(s.startTime) })} ·{' '}
                  {t('schedule.reservations', { count: s.reserveCount })}
                </p>
              </div>
              {s.own ? (
                <button
                  type="button"
                  className="btn"
                  disabled={cancelling !== null}
                  onClick={() => send({ type: 'CANCEL', streamId: s.id })}
                  aria-label={t('schedule.cancelWhat', { title: s.title })}
                >
                  {cancelling === s.id ? t('schedule.cancelling') : t('schedule.cancel')}
                </button>
              ) : (
                <p className="pc-hint pc-list__note">{t('schedule.studio')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
