import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app-services';
import { LoadFailed } from '../common/load-failed';
import { useResource } from '../use-resource';
import { VipLevels } from './vip-levels';
import '../../styles/invite.css';

/** The personal center's VIP tab (`/personal/vip`). */
export default function VipTab() {
  const { t } = useTranslation('invite');
  const api = use(useServices().invite());
  const vip = useResource(() => api.vip());
  if (vip.status === 'loading' || vip.status === 'loaded')
    return (
      <p className="card invite-card" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  if (vip.status === 'failed' || !vip.data) return <LoadFailed what={t('vip.what')} onRetry={vip.retry} />;
  return <VipLevels info={vip.data} />;
}
