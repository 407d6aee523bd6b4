import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Load } from './use-staff';

/**
 * Loading, error (a refusal said as such) and empty states of a staff section, in its namespace's
 * `state.*` texts; `emptyKey` names a section's own empty text (what to do to fill it).
 */
export function LoadState<T>(props: { load: Load<T>; ns: 'admin' | 'moderation'; empty: (data: T) => boolean; emptyKey?: string; children: (data: T) => ReactNode }) {
  const { load, ns, empty, emptyKey, children } = props;
  const { t } = useTranslation(ns);
  if (load.status === 'loading') return <p role="status">{t('state.loading')}</p>;
  if (load.status === 'error') return <p className="staff-error" role="alert">{t(load.forbidden ? 'error.forbidden' : 'state.error')}</p>;
  if (empty(load.data)) return <p className="staff-empty">{t(emptyKey ?? 'state.empty')}</p>;
  return <>{children(load.data)}</>;
}
