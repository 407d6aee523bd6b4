import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toProblem } from '../../../api/problem';
import type { BanRecord } from '../../../api/live/ban-api';
import { BAN_MINUTES } from '../../live-room/chat/ban-dialog';
import { LoadState } from '../../super-admin/load-state';
import { isForbidden } from '../../super-admin/is-forbidden';
import { useServices } from '../../app-services';
import { useResource } from '../../use-resource';
import { useDateTime } from '../../common/use-date-time';
import { BanFields } from '../../common/ban-fields';

const FILTERS = ['all', 'active', 'lifted'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The presenter's ban log (banLog/list): search by user, reason or operator, filter in force /
 * lifted, change one ban's duration and reason (banLog/update), lift one or several (batchUntie).
 * A change reaches the banned viewer's chat at once (the simulator pushes it).
 */
export function BanLog({ presenterId }: { presenterId: string }) {
  const { t } = useTranslation('moderation');
  const when = useDateTime('full', 'device');
  const headingId = useId();
  const { staff } = useServices();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState('');
  const load = useResource(
    async () =>
      (await staff()).bans.list({
        presenterId,
        pageNum: 1,
        pageSize: 200,
        ...(q.trim() ? { q: q.trim() } : {}),
        ...(filter === 'all' ? {} : { active: filter === 'active' }),
      }),
    { key: `${presenterId}|${q.trim()}|${filter}|${version}` },
  );
  const act = (work: () => Promise<unknown>) => {
    setError('');
    work().then(
      () => {
        setSelected(new Set());
        setEditing(null);
        setVersion((n) => n + 1);
      },
      (e: unknown) => setError(t(isForbidden(toProblem(e)) ? 'error.forbidden' : 'error.generic')),
    );
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('log.title')}</h2>
      <div className="staff-toolbar staff-form">
        <label>
          {t('log.search')}
          <input className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <label>
          {t('log.filter')}
          <select
            className="input"
            value={filter}
            onChange={(e) => setFilter(FILTERS.find((f) => f === e.target.value) ?? 'all')}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`log.filters.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn"
          disabled={selected.size === 0}
          onClick={() => act(async () => (await staff()).bans.lift([...selected]))}
        >
          {t('log.liftSelected', { count: selected.size })}
        </button>
      </div>
      <p className="staff-error" role="alert">
        {error}
      </p>
      <LoadState
        load={load}
        ns="moderation"
        empty={(page) => page.list.length === 0}
        emptyKey={q.trim() || filter !== 'all' ? 'log.noMatch' : 'log.empty'}
      >
        {(page) => (
          <ul className="staff-list" aria-label={t('log.list')}>
            {page.list.map((b) => (
              <li key={b.id}>
                {b.active ? (
                  <input
                    type="checkbox"
                    checked={selected.has(b.id)}
                    onChange={() => toggle(b.id)}
                    aria-label={t('log.select', { user: b.userName })}
                  />
                ) : null}
                <span className="ban-log__text">
                  <strong>{b.userName}</strong> — <bdi>{b.reason || t('ban.noReason')}</bdi> ·{' '}
                  {b.until > 0 ? t('log.until', { until: when(b.until) }) : t('duration.0')}
                  {b.roomId ? ` · ${b.roomId}` : ` · ${t('log.allRooms')}`} ·{' '}
                  {b.active ? t('log.inForce') : t('log.lifted')}
                </span>
                {b.active ? (
                  <span className="ban-log__actions">
                    <button
                      type="button"
                      className="btn"
                      onClick={() => setEditing(editing === b.id ? null : b.id)}
                      aria-expanded={editing === b.id}
                      aria-label={t('log.editNamed', { user: b.userName })}
                    >
                      {t('log.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn"
                      onClick={() => act(async () => (await staff()).bans.lift([b.id]))}
                      aria-label={t('log.liftNamed', { user: b.userName })}
                    >
                      {t('ban.lift')}
                    </button>
                  </span>
                ) : null}
                {editing === b.id ? (
                  <EditBan
                    ban={b}
                    onSave={(minutes, reason) =>
                      act(async () => (await staff()).bans.update({ id: b.id, minutes, reason }))
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

function EditBan({ ban, onSave }: { ban: BanRecord; onSave: (minutes: number, reason: string) => void }) {
  const { t } = useTranslation('moderation');
  const [minutes, setMinutes] = useState<number>(BAN_MINUTES[0]);
  const [reason, setReason] = useState(ban.reason);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(minutes, reason.trim());
  };
  return (
    <form className="staff-form ban-log__edit" onSubmit={submit}>
      <BanFields
        choices={BAN_MINUTES}
        minutes={minutes}
        onMinutes={setMinutes}
        reason={reason}
        onReason={setReason}
        labels={{ duration: t('log.newDuration'), reason: t('ban.reason') }}
        durationName={(m) => t(`duration.${m}`)}
      />
      <button type="submit" className="btn btn-primary">
        {t('log.save')}
      </button>
    </form>
  );
}
