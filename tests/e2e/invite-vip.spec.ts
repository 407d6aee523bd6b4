import type { APIRequestContext } from '@playwright/test';
import { expect, gotoEn, login, test, type Control } from './fixtures';

/**
 * Invite, referral and VIP (docs/invite-api.md) against the simulator: a code in a
 * landing URL reaches the registration and links the new account to the inviter; the invite page
 * shows the code with a locally drawn QR code; a double press on the draw is one draw; the VIP
 * call-back is checked and booked, and closed to a level below the service's.
 */

async function inviteInfo(request: APIRequestContext, baseURL: string, control: Control) {
  const headers = { 'x-sim-scope': control.scope };
  const r = await request.post(`${baseURL}/api/user/auth/account-login/v2`, {
    data: { userName: 'demo', password: 'demo1234' },
    headers,
  });
  const token = ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const get = async <T>(name: string) =>
    ((await (await request.get(`${baseURL}/api/member/invite/${name}`, { headers: auth })).json()) as { data: T }).data;
  return {
    code: (await get<{ referralCode: string }>('generateReferralCode')).referralCode,
    invitees: (await get<{ invitees: number }>('queryInviteInfo')).invitees,
  };
}

test.describe('invite and VIP', () => {
  test('a code in any landing URL waits for the registration, which links the new account to the inviter', async ({
    page,
    request,
    baseURL,
    control,
  }) => {
    const before = await inviteInfo(request, baseURL!, control);
    await gotoEn(page, `/sponsor?inviteCode=${before.code}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('inviteCode'))).toContain(before.code);

    await page.goto('/');
    await page
      .getByRole('button', { name: /log in/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('tab', { name: 'Sign up' })
      .or(dialog.getByRole('button', { name: 'Sign up' }))
      .first()
      .click();
    await expect(dialog.getByLabel('Invite code (optional)')).toHaveValue(before.code);
    const userName = `iv${Math.random().toString(36).slice(2, 11)}`;
    await dialog.getByLabel('User name').fill(userName);
    await dialog.getByLabel('Password', { exact: true }).fill('start123');
    await dialog.getByLabel('Confirm password').fill('start123');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('link', { name: new RegExp(`my account, ${userName}`, 'i') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('inviteCode'))).toBeNull();
    expect((await inviteInfo(request, baseURL!, control)).invitees).toBe(before.invitees + 1);
  });

  test('the invite page shows the code, its QR code and the awards; a double press on the draw is one draw', async ({
    page,
    a11y,
  }) => {
    await gotoEn(page);
    await login(page, 'demo', 'demo1234');
    await expect(page.getByRole('link', { name: /my account, demo/i })).toBeVisible();
    await page.goto('/invite');
    const code = (await page.getByTestId('referral-code').textContent())!;
    await expect(page.getByTestId('invite-share-link')).toHaveText(new RegExp(`/register\\?inviteCode=${code}$`));
    await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(page.getByTestId('invitees').getByRole('listitem').first()).toBeVisible();
    await a11y(page);

    const chances = Number((await page.getByTestId('draw-chances').textContent())!.match(/\d+/)![0]);
    expect(chances).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Draw now' }).dblclick();
    await expect(page.getByTestId('draw-result')).toContainText('You won');
    await expect(page.getByTestId('draw-chances')).toContainText(String(chances - 1));
    await page.reload();
    await expect(page.getByTestId('draw-chances')).toContainText(String(chances - 1));
  });

  test('VIP: the call-back form checks phone and slot and books; a member below the level sees why it is closed', async ({
    page,
    a11y,
  }) => {
    await gotoEn(page);
    await login(page, 'anchor', 'anchor1234');
    await expect(page.getByRole('link', { name: /my account/i })).toBeVisible();
    await page.goto('/vipDedicatedManager');
    const form = page.getByTestId('callback-form');
    await form.getByRole('button', { name: 'Book the call' }).click();
    await expect(form.getByRole('alert')).toHaveText('Enter 6-15 digits.');
    await form.getByLabel('Your phone number').fill('0912 345 678');
    await form.getByRole('button', { name: 'Book the call' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose a time slot.');
    await form.getByRole('radio', { name: '15:00-18:00' }).check();
    await form.getByRole('button', { name: 'Book the call' }).click();
    await expect(page.getByTestId('callback-booked')).toHaveText('Booked: we will call 091***678 between 15:00-18:00.');
    await a11y(page);

    await page.goto('/vipYacht');
    await expect(page.getByTestId('vip-locked')).toContainText('This service starts at VIP 10; you are at VIP 6.');
    await page.goto('/personal/vip');
    await expect(page.getByTestId('vip-now')).toContainText('VIP 6');
    // The bar shows what the words say: the points held against the next level's.
    const [, points, next] = /([\d,]+) of ([\d,]+) points to VIP 7/
      .exec(await page.getByTestId('vip-now').innerText())!
      .map((n) => Number(n.replaceAll(',', '')));
    await expect(page.getByRole('progressbar', { name: /VIP 7/ })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((points! / next!) * 100)),
    );
    await expect(page.getByTestId('vip-levels').locator('tbody tr')).toHaveCount(12);
  });
});
