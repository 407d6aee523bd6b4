import type { LiveCatalog } from '../catalog/catalog';
import { STATUS, type SimStream } from '../catalog/seed';

/** What the console shows of a presenter's encoder: waiting (never on air yet), live, lost (dropped), stopped. */
export type EncoderState = 'waiting' | 'live' | 'lost' | 'stopped';

export function encoderOf(
  catalog: LiveCatalog,
  s: SimStream,
): { encoder: EncoderState; bitrateKbps: number; viewers: number } {
  const status = catalog.status(s);
  const encoder: EncoderState =
    status === STATUS.ended
      ? 'stopped'
      : status === STATUS.live
        ? 'live'
        : status === STATUS.offline
          ? 'lost'
          : 'waiting';
  const stats = encoder === 'live' ? catalog.pushStats(s) : null;
  return { encoder, bitrateKbps: stats?.bitrateKbps ?? 0, viewers: stats?.viewers ?? 0 };
}
