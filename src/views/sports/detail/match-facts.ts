import type { MatchState } from '../../../streams/match-draft';

/** A positive whole number from the URL, else null (which is "not found", not a request). */
export function parseMatchId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Video: any source URL, or the `have` flag; animation: any entry in `as` (docs/provider-extensions.md). */
export function mediaAvailability(match: Pick<MatchState, 'vs' | 'as'>): { video: boolean; animation: boolean } {
  const vs = match.vs;
  const video = Boolean(vs && (vs.have || vs.web || vs.m3u8SD || vs.m3u8HD || vs.flvSD));
  return { video, animation: (match.as?.length ?? 0) > 0 };
}
