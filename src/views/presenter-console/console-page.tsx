import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONSOLE_TABS as TABS,
  type ConsoleTab as Tab,
} from '../../machines/presenter-stream/presenter-console.machine';
import { TabPanel, Tabs } from '../common/tabs';
import IncomeTab from './income/income-tab';
import ModerationTab from './moderation/moderation-tab';
import OrdersTab from './orders/orders-tab';
import { ProfileTab } from './profile-tab';
import { ScheduleTab } from './schedule-tab';
import { StreamTab } from './stream-tab';
import { usePresenterConsole } from './use-presenter-console';
import '../../styles/presenter-console.css';

/** The staff tabs: they get the presenter id and render their own content. */
const OTHER: Partial<Record<Tab, ComponentType<{ presenterId: string }>>> = {
  moderation: ModerationTab,
  income: IncomeTab,
  orders: OrdersTab,
};

/**
 * The presenter center (`/personalAnchor`, presenter role; the route guard keeps members out and the
 * API refuses them too): who the presenter is (presenter/me), then tabs for their stream, schedule,
 * profile, and moderation, income and orders, in the app's one tab strip (common/tabs.tsx).
 * What it shows comes from the console chart (presenter-console.machine.ts).
 */
export default function ConsolePage() {
  const { t } = useTranslation(['pages', 'presenter']);
  const [{ problem, profile, tab, profilePhase, profileVersion }, send] = usePresenterConsole();
  const setTab = (next: Tab) => send({ type: 'SELECT_TAB', tab: next });

  const Other = OTHER[tab];
  return (
    <main className="page presenter-console" data-testid="presenter-console">
      <h1 className="pc-heading">{t('pages:personalAnchor')}</h1>
      {problem ? (
        <div role="alert" className="pc-card pc-alert" data-testid="console-problem">
          <p>{t(`presenter:problem.${problem}`)}</p>
          {problem !== 'forbidden' && (
            <button type="button" className="btn" onClick={() => send({ type: 'RETRY' })}>
              {t('presenter:common.retry')}
            </button>
          )}
        </div>
      ) : !profile ? (
        <p role="status">{t('presenter:common.loading')}</p>
      ) : (
        <div className="pc-layout">
          <p className="pc-who">{t('presenter:who', { name: profile.nickName })}</p>
          <Tabs
            label={t('presenter:sections')}
            keys={TABS}
            selected={tab}
            onSelect={setTab}
            tabId={(name) => `pc-tab-${name}`}
            panelId={() => 'pc-panel'}
            className="pc-tabs"
            tabClassName={(_, selected) => `pc-tab ${selected ? 'is-active' : ''}`}
          >
            {(name) => t(`presenter:tab.${name}`)}
          </Tabs>
          <TabPanel id="pc-panel" tabId={`pc-tab-${tab}`} className="pc-panel" data-tab={tab}>
            {tab === 'stream' && <StreamTab presenterId={profile.presenterId} />}
            {tab === 'schedule' && <ScheduleTab presenterId={profile.presenterId} />}
            {tab === 'profile' && (
              <ProfileTab
                profile={profile}
                phase={profilePhase}
                version={profileVersion}
                onSave={(fields) => send({ type: 'SAVE_PROFILE', fields })}
                onEdit={() => send({ type: 'PROFILE_EDITED' })}
              />
            )}
            {Other && <Other presenterId={String(profile.presenterId)} />}
          </TabPanel>
        </div>
      )}
    </main>
  );
}
