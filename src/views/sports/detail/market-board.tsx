import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailTabs, type TabKey } from '../../../lib/sports/market-tabs';
import type { MarketGroupState, MarketState, MatchState } from '../../../streams/match-draft';
import { TabPanel, Tabs } from '../../common/tabs';
import { OddsButton } from '../common/odds-button';

/**
 * The markets of a match under their group tabs (docs/product.md, "Sports betting" keys, shown only when they hold
 * a market on the board), in the app's one tab strip (common/tabs.tsx); the strip scrolls sideways on a phone.
 * A tab that empties (its markets closed) falls back to the first.
 */
export function MarketBoard({ match, stale }: { match: MatchState; stale: boolean }) {
  const { t } = useTranslation('match-detail');
  const tabs = detailTabs(match.sid, match.mg);
  const [chosen, setChosen] = useState<TabKey>('p');
  const baseId = useId();
  if (tabs.length === 0) {
    return <p className="empty sd-no-markets">{match.ms === 0 ? t('marketsEnded') : t('noMarkets')}</p>;
  }
  const current = tabs.find((tab) => tab.key === chosen) ?? tabs[0]!;
  const counts = new Map(
    tabs.map((tab) => [tab.key, tab.groups.reduce((n, g) => n + g.mks.filter((m) => m.ss !== -1).length, 0)]),
  );

  return (
    <section className="sd-markets" aria-label={t('marketsLabel')}>
      <Tabs
        label={t('tabs.label')}
        keys={tabs.map((tab) => tab.key)}
        selected={current.key}
        onSelect={setChosen}
        tabId={(key) => `${baseId}-tab-${key}`}
        panelId={() => `${baseId}-panel`}
        className="sd-tabs"
        tabClassName={() => 'sd-tab'}
      >
        {(key) => (
          <>
            {t(`tabs.${key}`)}
            <span className="sd-tab-count tabular" aria-hidden="true">
              {counts.get(key)}
            </span>
          </>
        )}
      </Tabs>
      <TabPanel
        id={`${baseId}-panel`}
        tabId={`${baseId}-tab-${current.key}`}
        className="sd-panel"
        data-testid="market-panel"
      >
        {current.groups.map((group) => (
          <MarketGroupCard key={`${group.mty}-${group.pe}`} matchId={match.id} group={group} stale={stale} />
        ))}
      </TabPanel>
    </section>
  );
}

/** A group keeps its identity while none of its markets changed (copy-on-write), so memo skips it. */
const MarketGroupCard = memo(function MarketGroupCard({
  matchId,
  group,
  stale,
}: {
  matchId: number;
  group: MarketGroupState;
  stale: boolean;
}) {
  const { t } = useTranslation(['match-detail', 'sports']);
  const headingId = useId();
  const markets = group.mks.filter((m) => m.ss !== -1);
  const title =
    group.nm || t(`sports:marketType.${group.mty}`, { defaultValue: t('marketFallback', { mty: group.mty }) });
  const wide = markets.some((m) => m.op.length > 3);
  return (
    <section
      className={`sd-group card ${wide ? 'is-wide' : ''}`}
      aria-labelledby={headingId}
      data-mty={group.mty}
      data-pe={group.pe}
    >
      <h2 id={headingId} className="sd-group-title">
        {title}
      </h2>
      <ul className="sd-lines">
        {markets.map((market) => (
          <MarketLine key={market.id} matchId={matchId} market={market} stale={stale} />
        ))}
      </ul>
    </section>
  );
});

function MarketLine({ matchId, market, stale }: { matchId: number; market: MarketState; stale: boolean }) {
  const { t } = useTranslation('sports');
  const columns = market.op.length === 3 ? 3 : market.op.length > 3 ? 'many' : 2;
  return (
    <li className={`sd-line cols-${columns} ${market.ss === 0 ? 'is-suspended' : ''}`} data-market={market.id}>
      {market.op.map((option) => (
        <OddsButton
          key={option.ty}
          matchId={matchId}
          market={market}
          optionType={option.ty}
          stale={stale}
          label={option.na || t(`selectionName.${option.ty}`, { defaultValue: '' })}
          showLine={Boolean(option.li)}
        />
      ))}
    </li>
  );
}
