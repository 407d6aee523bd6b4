import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { resolveGameOrder } from '../../../lib/sports/sport-catalog';
import { useServices } from '../../app-services';
import { useSessionUser } from '../../use-session';

/**
 * Sport ids in display order: the maintenance config's `sportsConfigVO.gameOrder`, then the
 * logged-in user's `gameOrder`, then the default (sport-catalog.ts resolves the fallbacks).
 */
export function useSportOrder(): number[] {
  const { maintenance } = useServices();
  const configured = useSelector(maintenance, (s) => s.context.info?.sportsConfigVO?.gameOrder ?? null);
  const userOrder = useSessionUser()?.gameOrder ?? null;
  return useMemo(() => resolveGameOrder(configured, userOrder), [configured, userOrder]);
}
