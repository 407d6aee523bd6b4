import { createBanApi } from '../live/ban-api';
import { createChatApi } from '../live/chat-api';
import { createIncomeApi } from '../live/income-api';
import type { SiteClient } from '../site-client';
import { createAdminApi } from './admin-api';

/**
 * The calls of the staff screens (the presenter console's moderation, income and orders tabs, the
 * super-admin center), loaded with the first of them so their schemas stay out of the start-up
 * JavaScript (src/app/services.ts `staff()`).
 */
export function createStaffApis(live: SiteClient) {
  return {
    admin: createAdminApi(live),
    bans: createBanApi(live),
    chat: createChatApi(live),
    income: createIncomeApi(live),
  };
}
export type StaffApis = ReturnType<typeof createStaffApis>;
