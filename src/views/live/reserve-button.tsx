import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { useNumber } from '../common/use-number';

/**
 * Reserve (or cancel the reservation of) an upcoming stream. The server's answer sets the state and
 * the count; a failure leaves both as they were and says so.
 */
export function ReserveButton({
  streamId,
  reserved,
  count,
  title,
}: {
  streamId: number;
  reserved: boolean;
  count: number;
  title: string;
}) {
  const { t } = useTranslation('live');
  const { number } = useNumber();
  const services = useServices();
  const [state, setState] = useState({ reserved, count, busy: false, failed: false });
  const toggle = async () => {
    setState((s) => ({ ...s, busy: true, failed: false }));
    try {
      const api = await services.live();
      const result = state.reserved ? await api.cancelReserve(streamId) : await api.reserve(streamId);
      setState({ reserved: result.reserved, count: result.reserveCount, busy: false, failed: false });
    } catch {
      setState((s) => ({ ...s, busy: false, failed: true }));
    }
  };
  return (
    <div className="reserve-row">
      <button
        type="button"
        className={`btn ${state.reserved ? 'btn-ghost' : 'btn-primary'} reserve-btn`}
        aria-pressed={state.reserved}
        aria-label={t(state.reserved ? 'reserve.cancelNamed' : 'reserve.reserveNamed', { title })}
        disabled={state.busy}
        onClick={() => void toggle()}
      >
        {t(state.reserved ? 'reserve.reserved' : 'reserve.reserve')}
      </button>
      <span className="reserve-count tabular">
        {t('reserve.count', { count: state.count, n: number(state.count) })}
      </span>
      {state.failed && (
        <span role="alert" className="reserve-error">
          {t('reserve.failed')}
        </span>
      )}
    </div>
  );
}
