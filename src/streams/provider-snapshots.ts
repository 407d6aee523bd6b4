import { getList, getMatchDetail, type OddsType } from '../api/provider/match-api';
import type { Match } from '../api/provider/match-schemas';
import type { ProviderClient } from '../api/provider-client';

export interface ProviderSnapshotOptions {
  oddsType?: OddsType;
  /**
   * Matches shown with all their markets (the detail page). getList returns only the list's main
   * columns, so resyncing a detail match through it would drop markets: those go through
   * getMatchDetail, one call each; everything else goes through getList, 50 ids a call.
   */
  isDetail?: (matchId: number) => boolean;
}

/** The `fetchSnapshot` the match feed needs, backed by the provider API. */
export function providerSnapshots(
  client: ProviderClient,
  options: ProviderSnapshotOptions = {},
): (matchIds: number[]) => Promise<Match[]> {
  const oddsType = options.oddsType ?? 1;
  return async (matchIds) => {
    const detail = options.isDetail ? matchIds.filter(options.isDetail) : [];
    const listed = detail.length > 0 ? matchIds.filter((id) => !detail.includes(id)) : matchIds;
    const [details, page] = await Promise.all([
      Promise.all(detail.map((id) => getMatchDetail(client, id, oddsType))),
      listed.length > 0 ? getList(client, { type: 0, matchIds: listed, size: listed.length, oddsType }) : null,
    ]);
    return page ? [...details, ...page.records] : details;
  };
}
