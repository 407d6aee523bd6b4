import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { droppedUrls, resetDroppedUrls } from '../lib/platform/safe-url';
import { Banner } from './site/app-api';
import { JumpAnswer } from './site/games-api';
import { ReferralCode } from './site/invite-api';
import { CustomerLink, Platform, PopupAd, PromoCard } from './site/promo-api';

/** Every server-given address a screen links to or frames passes the one check as it is parsed. */
describe('server-given addresses', () => {
  afterEach(() => resetDroppedUrls());

  it('an unsafe optional link is null (shown unlinked), a safe one is kept', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const banner = (link: string) => v.parse(Banner, { id: 1, title: 't', link, imageUrl: '/b.png' }).link;
    expect(banner('/promo/summer')).toBe('/promo/summer');
    expect(banner('https://partner.example/x')).toBe('https://partner.example/x');
    expect(banner('javascript:alert(document.cookie)')).toBeNull();
    expect(banner('//evil.example/login')).toBeNull();
    expect(v.parse(PopupAd, { key: 'k', title: 't', path: 'data:text/html,<script>1</script>' }).path).toBeNull();
    expect(v.parse(CustomerLink, { link: 'vbscript:x' }).link).toBeNull();
    expect(v.parse(Platform, { id: 'android', version: '1', url: ' javascript:alert(1)' }).url).toBeNull();
    expect(droppedUrls()).toBe(5);
  });

  it('a record that cannot do without its address fails when it is unsafe', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const card = { id: 'a', category: '', title: 't', startTime: 0, endTime: 1 };
    expect(v.safeParse(PromoCard, { ...card, path: '//evil.example' }).success).toBe(false);
    expect(v.safeParse(PromoCard, { ...card, path: '/promo/a' }).success).toBe(true);
    expect(v.safeParse(ReferralCode, { referralCode: 'R1', path: '/\\evil.example' }).success).toBe(false);
    const jump = { ticket: 't', gameId: 1 };
    expect(v.safeParse(JumpAnswer, { ...jump, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.parse(JumpAnswer, { ...jump, url: 'http://127.0.0.1:4000/sim/game/1?ticket=t' }).url).toBe(
      'http://127.0.0.1:4000/sim/game/1?ticket=t',
    );
  });
});
