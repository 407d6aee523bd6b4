import { useMachine } from '@xstate/react';
import { use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_BET_STATUS, type GameBetSum, type GameSum } from '../../api/site/game-bet-api';
import {
  gameBetsMachine,
  HISTORY_WINDOWS,
  loadGameBetsPage,
  timed,
  type TimedQuery,
} from '../../machines/personal/history-lists';
import { selectPagedListState } from '../../machines/personal/paged-list.machine';
import { useServices } from '../app-services';
import { useDateTime } from '../common/use-date-time';
import { useResource } from '../use-resource';
import { HistoryListFrame } from './history-list-frame';
import { HistorySkeleton, WindowPicker } from './history-states';
import { useChoiceParam } from './use-choice-param';
import { useMoney } from '../common/use-money';

/**
 * Game bets (site mybet/sum and mybet/detail): the period's totals and one row per game; a game
 * row opens that game's bets, HISTORY_PAGE_SIZE at a time. A new window loads anew (the summary
 * is keyed by it).
 */
export function GamesTab() {
  const { t } = useTranslation('personal');
  const { variant } = useServices();
  const [window, setWindow] = useChoiceParam('window', HISTORY_WINDOWS);
  return (
    <div className="history" data-testid="games-tab" data-window={window}>
      <div className="history-filters">
        <WindowPicker value={window} onChange={setWindow} />
      </div>
      <GameSummary
        key={window}
        range={timed(window, Date.now(), variant.displayTimeZone)}
        onWider={window === 'last7Days' ? null : () => setWindow('last7Days')}
        label={t('games.loading')}
      />
    </div>
  );
}

function GameSummary({ range, onWider, label }: { range: TimedQuery; onWider: (() => void) | null; label: string }) {
  const { t } = useTranslation('personal');
  const api = use(useServices().history());
  const money = useMoney();
  const sum = useResource<GameBetSum>(() => api.gameBets.sum({ startTime: range.startTime, endTime: range.endTime }), {
    isEmpty: (data) => data.betCount === 0 && data.games.length === 0,
  });
  const data = sum.data;
  return (
    <HistoryListFrame
      state={sum.status}
      loadingLabel={label}
      skeleton={(text) => <HistorySkeleton label={text} rows={2} />}
      what={t('games.what')}
      emptyText={t('games.empty')}
      emptyAction={
        onWider && (
          <button type="button" className="btn btn-primary" onClick={onWider}>
            {t('list.wider')}
          </button>
        )
      }
      onRetry={sum.retry}
      ownList
    >
      {data && (
        <>
          <section className="card game-totals" aria-label={t('games.totals')} data-testid="game-totals">
            <dl className="order-figures">
              <Figure label={t('games.betCount')} value={String(data.betCount)} />
              <Figure label={t('games.betAmount')} value={money(data.betAmount)} />
              {typeof data.validAmount === 'number' && (
                <Figure label={t('games.validAmount')} value={money(data.validAmount)} />
              )}
              <Figure
                label={t('games.winLoss')}
                value={`${data.winLoss > 0 ? '+' : ''}${money(data.winLoss)}`}
                tone={Math.sign(data.winLoss)}
              />
            </dl>
          </section>
          <h3 className="history-subtitle">{t('games.perGame')}</h3>
          <ul className="history-list">
            {data.games.map((game) => (
              <GameRow key={String(game.gameType)} game={game} range={range} />
            ))}
          </ul>
        </>
      )}
    </HistoryListFrame>
  );
}

function Figure({ label, value, tone = 0 }: { label: string; value: string; tone?: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={`tabular ${tone > 0 ? 'win-loss is-win' : tone < 0 ? 'win-loss is-loss' : ''}`}>{value}</dd>
    </div>
  );
}

function GameRow({ game, range }: { game: GameSum; range: TimedQuery }) {
  const { t } = useTranslation('personal');
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <li className="card game-row" data-testid="game-row">
      <div className="game-row-head">
        <h4 className="order-title">{game.gameName}</h4>
        <dl className="order-figures compact">
          <Figure label={t('games.betCount')} value={String(game.betCount)} />
          <Figure label={t('games.betAmount')} value={money(game.betAmount)} />
          <Figure
            label={t('games.winLoss')}
            value={`${game.winLoss > 0 ? '+' : ''}${money(game.winLoss)}`}
            tone={Math.sign(game.winLoss)}
          />
        </dl>
        <button
          type="button"
          className="btn"
          aria-expanded={open}
          aria-controls={detailId}
          aria-label={
            open ? t('games.hideLabel', { game: game.gameName }) : t('games.showLabel', { game: game.gameName })
          }
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('games.hide') : t('games.show')}
        </button>
      </div>
      <div id={detailId} hidden={!open}>
        {open && <GameBets game={game} range={range} />}
      </div>
    </li>
  );
}

function GameBets({ game, range }: { game: GameSum; range: TimedQuery }) {
  const { t } = useTranslation('personal');
  const api = use(useServices().history());
  const money = useMoney();
  const formatTime = useDateTime('dateTime');
  const [machine] = useState(() => gameBetsMachine.provide({ actors: { loadPage: loadGameBetsPage(api.gameBets) } }));
  const [snapshot, send] = useMachine(machine, { input: { query: { ...range, gameType: game.gameType } } });
  const state = selectPagedListState(snapshot);
  const { records, total } = snapshot.context;
  const name = game.gameName;
  return (
    <HistoryListFrame
      state={state}
      canLoadMore={snapshot.can({ type: 'LOAD_MORE' })}
      loadingLabel={t('games.detailLoading', { game: name })}
      skeleton={(text) => <HistorySkeleton label={text} rows={2} />}
      what={t('games.detailWhat', { game: name })}
      emptyText={t('games.detailEmpty', { game: name })}
      countText={t('games.shown', { shown: records.length, total })}
      onRetry={() => send({ type: 'RETRY' })}
      onMore={() => send({ type: 'LOAD_MORE' })}
      ownList
      box={{ className: 'game-bets', testId: 'game-bets' }}
    >
      <table className="game-bets-table">
        <caption className="visually-hidden">{t('games.detail', { game: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('games.betTime')}</th>
            <th scope="col">{t('games.betAmount')}</th>
            <th scope="col">{t('games.validAmount')}</th>
            <th scope="col">{t('games.winLoss')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((bet) => (
            <tr key={bet.id} data-testid="game-bet">
              <td className="tabular">{formatTime(bet.betTime)}</td>
              <td className="tabular">{money(bet.betAmount)}</td>
              <td className="tabular">{typeof bet.validAmount === 'number' ? money(bet.validAmount) : '–'}</td>
              <td
                className={`tabular ${bet.status === GAME_BET_STATUS.settled && typeof bet.winLoss === 'number' ? (bet.winLoss > 0 ? 'win-loss is-win' : bet.winLoss < 0 ? 'win-loss is-loss' : '') : ''}`}
              >
                {bet.status !== GAME_BET_STATUS.settled
                  ? t('games.status.open')
                  : typeof bet.winLoss === 'number'
                    ? `${bet.winLoss > 0 ? '+' : ''}${money(bet.winLoss)}`
                    : t('games.status.settled')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HistoryListFrame>
  );
}
