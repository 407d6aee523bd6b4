import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, openConsole } from './presenter-kit';

/**
 * The presenter console's moderation, income and orders tabs against the simulator: the
 * figures the simulator holds for presenter 501 in this test's scope, and one ban-log action (lifting
 * a ban) that the server then confirms. Figures that move with the hour are read from the API in the
 * same moment; the seeded ones (followers, the announced stream) are exact.
 */

const figure = (scope: Locator, label: string) =>
  scope
    .locator('.staff-figure')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');

async function call<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const answer = (await (await request.post(url, { data, headers })).json()) as { code: number; data: T };
  expect(answer.code).toBe(200);
  return answer.data;
}

test('moderation, income and orders: a ban lifted from the log, the gift income and followers the server holds', async ({
  page,
  control,
  request,
}) => {
  const headers = {
    authorization: `Bearer ${await apiToken(request, control.scope, 'anchor', 'anchor1234')}`,
    'x-sim-scope': control.scope,
  };
  // A ban the presenter made earlier in room 9001 (as the ban dialog in the room does).
  await call(
    request,
    '/api/user/banLog/save',
    { userName: 'demo', presenterId: '501', roomId: 'room-9001', minutes: 10, reason: 'spam links' },
    headers,
  );
  const sum = await call<{ gifts: number; value: number; profit: number }>(
    request,
    '/api/live/gift/profit/sum',
    { presenterId: '501' },
    headers,
  );

  await openConsole(page);
  await page.getByRole('tab', { name: 'Moderation' }).click();
  const bans = page.getByRole('list', { name: 'Bans' });
  await expect(bans.getByRole('listitem')).toHaveCount(1);
  await expect(bans).toContainText('demo — spam links');
  await expect(bans).toContainText('in force');
  await page.getByRole('button', { name: 'Lift the ban of demo' }).click();
  await expect(bans).toContainText('lifted');
  await expect(bans).not.toContainText('in force');
  const info = await call<{ banned: boolean }>(
    request,
    '/api/user/banLog/banInfo',
    { roomId: 'room-9001', presenterId: '501', userName: 'demo' },
    headers,
  );
  expect(info.banned).toBe(false);

  await page.getByRole('tab', { name: 'Income' }).click();
  const income = page.locator('#pc-panel');
  await expect(figure(income, 'Followers')).toHaveText('12,840');
  await expect(figure(income, 'Gifts received')).toHaveText(sum.gifts.toLocaleString('en'));
  await expect(figure(income, 'Gift value (VND)')).toHaveText(sum.value.toLocaleString('en'));
  await expect(figure(income, 'Your profit (VND, 50%)')).toHaveText(sum.profit.toLocaleString('en'));
  expect(sum.profit * 2).toBe(sum.value);

  await page.getByRole('tab', { name: 'Orders' }).click();
  const announced = page.getByRole('list', { name: 'Announced streams' });
  await expect(announced.getByRole('listitem')).toHaveCount(1);
  await expect(announced).toContainText('22 reminders');
  await expect(page.getByText('12,840 followers in all')).toBeVisible();
  await expect(page.getByText('No new followers yet.')).toBeVisible();
});
