import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../use-resource';
import { isForbidden } from './is-forbidden';

/**
 * Loading, error (a refusal said as such) and empty states of a staff section, in its namespace's
 * `state.*` texts; `emptyKey` names a section's own empty text (what to do to fill it). A section
 * that refreshes (its key changed) keeps showing what it had until the answer is in.
 */
export function LoadState<T>(props: {
  load: Resource<T>;
  ns: 'admin' | 'moderation';
  empty: (data: T) => boolean;
  emptyKey?: string;
  children: (data: T) => ReactNode;
}) {
  const { load, ns, empty, emptyKey, children } = props;
  const { t } = useTranslation(ns);
  if (load.status === 'failed')
    return (
      <p className="staff-error" role="alert">
        {t(isForbidden(load.error) ? 'error.forbidden' : 'state.error')}
      </p>
    );
  if (load.status === 'loading' || load.data === null) return <p role="status">{t('state.loading')}</p>;
  if (empty(load.data)) return <p className="staff-empty">{t(emptyKey ?? 'state.empty')}</p>;
  return <>{children(load.data)}</>;
}
