import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeeStatus, StreamInfo } from '../../api/live/live-schemas';
import type { PayProblem } from '../../machines/live/room.machine';
import { useMoney } from '../common/use-money';

/** A fee room before paying: what it costs, what the wallet holds, and pay (or go back). */
export function FeeGate({
  info,
  fee,
  state,
  problem,
  onPay,
  onRetry,
}: {
  info: StreamInfo;
  fee: FeeStatus | null;
  state: 'checking' | 'asking' | 'paying' | 'unavailable';
  problem: PayProblem | null;
  onPay: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('live');
  const money = useMoney(fee?.currency);
  const short = fee !== null && fee.balance < fee.price;
  return (
    <section className="fee-gate card" aria-labelledby="fee-title" data-testid="fee-gate">
      <h2 id="fee-title">{t('fee.title')}</h2>
      <p>{t('fee.explain', { presenter: info.presenter.nickName })}</p>
      {state === 'unavailable' ? (
        <div role="alert" className="error-box">
          <p>{t('fee.unavailable')}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <>
          <dl className="fee-figures">
            <div>
              <dt>{t('fee.price')}</dt>
              <dd className="tabular" data-testid="fee-price">
                {fee ? money(fee.price) : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('fee.balance')}</dt>
              <dd className="tabular" data-testid="fee-balance">
                {fee ? money(fee.balance) : '—'}
              </dd>
            </div>
          </dl>
          {(problem === 'insufficient' || (short && problem === null)) && (
            <p className="field-error" role={problem ? 'alert' : undefined}>
              {t('fee.insufficient')}
            </p>
          )}
          {problem === 'failed' && (
            <p className="field-error" role="alert">
              {t('fee.failed')}
            </p>
          )}
          <div className="fee-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={state !== 'asking'}
              aria-busy={state === 'paying'}
              onClick={onPay}
            >
              {fee ? t('fee.pay', { price: money(fee.price) }) : t('fee.payPlain')}
            </button>
            <Link to="/anchorPlay" className="btn btn-ghost">
              {t('room.back')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
