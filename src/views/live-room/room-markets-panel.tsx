import { Suspense } from 'react';
import type { RoomSync } from '../../machines/live/room-sync';
import { BetSlipPanel } from '../sports/slip/bet-slip-panel';
import { RoomMarkets } from './room-markets';

/**
 * The room's markets with the bet slip under them: a chunk of their own (the odds columns, the match's detail
 * record, the slip's panel), loaded once the room's first picture is up (room-layout.tsx).
 */
export default function RoomMarketsPanel({ fbId, sync }: { fbId: number; sync: RoomSync }) {
  return (
    <>
      <RoomMarkets fbId={fbId} sync={sync} />
      <div className="room-slip">
        {/* The slip waits for its own chunk and the push feed; nothing else in the room waits with it. */}
        <Suspense fallback={null}>
          <BetSlipPanel />
        </Suspense>
      </div>
    </>
  );
}
