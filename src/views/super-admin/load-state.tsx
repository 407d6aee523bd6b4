import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Load } from './use-staff';

/** Loading, error (a refusal said as such) and empty states of a staff section, in its namespace's `state.*` texts. */
export function LoadState<T>({ load, ns, empty, children }: { load: Load<T>; ns: 'admin' | 'moderation'; empty: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(ns);
  if (load.status === 'loading') return <p role="status">{t('state.loading')}</p>;
  if (load.status === 'error') return <p className="staff-error" role="alert">{t(load.forbidden ? 'error.forbidden' : 'state.error')}</p>;
  if (empty(load.data)) return <p className="staff-empty">{t('state.empty')}</p>;
  return <>{children(load.data)}</>;
}
