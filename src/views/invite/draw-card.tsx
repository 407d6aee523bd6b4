import { use, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { randomId } from '../../lib/platform/random-id';
import { useServices } from '../app-services';
import { useMoney } from '../common/use-money';

const NO_DRAW_CHANCE = 1007000001;

/**
 * The draw: the server picks the prize and credits it. One client key per draw, kept when the
 * answer is lost, so pressing again (or twice) cannot draw twice; a refusal ends the key.
 */
export function DrawCard({ chances: initial }: { chances: number }) {
  const { t } = useTranslation('invite');
  const api = use(useServices().invite());
  const { session } = useServices();
  const money = useMoney();
  const [chances, setChances] = useState(initial);
  const [state, setState] = useState<
    { kind: 'idle' | 'drawing' | 'failed' | 'none' } | { kind: 'won'; amount: number }
  >({ kind: 'idle' });
  const key = useRef<string | null>(null);
  const draw = () => {
    if (state.kind === 'drawing') return;
    key.current ??= randomId(20);
    setState({ kind: 'drawing' });
    api
      .draw(key.current)
      .then((result) => {
        key.current = null;
        setChances(result.drawChances);
        setState({ kind: 'won', amount: result.amount });
        session.send({ type: 'REFRESH_BALANCE' });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.details.code === NO_DRAW_CHANCE) {
          key.current = null;
          setChances(0);
          setState({ kind: 'none' });
        } else setState({ kind: 'failed' });
      });
  };
  return (
    <section className="card invite-card" aria-labelledby="invite-draw-title">
      <h2 id="invite-draw-title">{t('draw.title')}</h2>
      <p>{t('draw.how')}</p>
      <p data-testid="draw-chances">{t('draw.chances', { count: chances })}</p>
      <div role="status" data-testid="draw-result">
        {state.kind === 'won' && <p className="invite-win">{t('draw.won', { amount: money(state.amount) })}</p>}
        {state.kind === 'failed' && <p className="field-error">{t('draw.failed')}</p>}
        {state.kind === 'none' && <p className="field-error">{t('draw.none')}</p>}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={draw}
        disabled={chances <= 0 || state.kind === 'drawing'}
        aria-busy={state.kind === 'drawing'}
      >
        {state.kind === 'failed' ? t('draw.retry') : t('draw.go')}
      </button>
    </section>
  );
}
