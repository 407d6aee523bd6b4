import { isInWindow, maintenanceWindow } from './maintenance';
import type { TimeWindow } from './window-time';

/**
 * A lobby's or game's maintenance (docs/product.md, "Maintenance"): in maintenance when flagged, or when now
 * lies between its start and end. The times are read as the site maintenance page reads them
 * (maintenance.ts: epoch numbers, or 'yyyy-MM-dd HH:mm:ss' in UTC+8), so a window is one instant
 * pair whatever the sender's form, and is shown in the viewer's zone (window-time.ts formatWindow).
 */
export interface ItemMaintenance {
  down: boolean;
  /** The window to show, when one can be read. */
  window: TimeWindow | null;
}

export interface MaintainedItem {
  readonly isMaintain?: number | null;
  readonly startTimestamp?: number | string | null;
  readonly endTimestamp?: number | string | null;
}

export function itemMaintenance(item: MaintainedItem, now: number): ItemMaintenance {
  const window = maintenanceWindow(item.startTimestamp, item.endTimestamp);
  const inWindow = window !== null && isInWindow(now, window.startMs, window.endMs);
  return { down: item.isMaintain === 1 || inWindow, window };
}

/** A game is closed when its lobby or the game itself is in maintenance; the lobby's window is named first. */
export function gameMaintenance(lobby: MaintainedItem | null, game: MaintainedItem, now: number): ItemMaintenance {
  const ofLobby = lobby ? itemMaintenance(lobby, now) : { down: false, window: null };
  return ofLobby.down ? ofLobby : itemMaintenance(game, now);
}
