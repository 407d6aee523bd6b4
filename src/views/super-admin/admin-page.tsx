import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditSection } from './audit-section';
import { BansSection } from './bans-section';
import { ConfirmDialog, type PendingAction } from './confirm-dialog';
import { StatsSection } from './stats-section';
import { StreamsSection } from './streams-section';
import { WordsSection } from './words-section';
import './staff.css';

/** What a section needs to act: ask to confirm an action; `version` reloads sections after one. */
export interface AdminActions {
  version: number;
  ask: (action: PendingAction) => void;
}

/**
 * The super-admin center `/superadmincenter`: site figures, every live stream with
 * its viewers and status (stop one), site-wide bans, the sensitive-word list and the audit log of
 * who did what. Every action asks first; after one, every section reloads. The route guard keeps
 * others out, and the simulator's /api/admin refuses them too (403, said here as "not allowed").
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const [version, setVersion] = useState(0);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const actions: AdminActions = { version, ask: setPending };
  return (
    <main className="staff-page admin-page">
      <h1>{t('title')}</h1>
      <StatsSection actions={actions} />
      <StreamsSection actions={actions} />
      <div className="staff-columns">
        <BansSection actions={actions} />
        <WordsSection actions={actions} />
      </div>
      <AuditSection actions={actions} />
      {pending ? (
        <ConfirmDialog
          action={pending}
          onCancel={() => setPending(null)}
          onDone={() => {
            setPending(null);
            setVersion((n) => n + 1);
          }}
        />
      ) : null}
    </main>
  );
}
