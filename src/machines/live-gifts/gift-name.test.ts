import { describe, expect, it } from 'vitest';
import { giftNameIn } from './gift-name';

const rose = { giftName: 'Hoa hồng', giftNames: { 'zh-cn': '玫瑰', en: 'Rose', vi: 'Hoa hồng', th: 'กุหลาบ' } };

describe('giftNameIn', () => {
  it('shows the viewer’s language, not the sender’s', () => {
    expect(giftNameIn(rose, 'en')).toBe('Rose');
    expect(giftNameIn(rose, 'th')).toBe('กุหลาบ');
    expect(giftNameIn(rose, 'vi')).toBe('Hoa hồng');
  });

  it('matches a region or case variant of the locale', () => {
    expect(giftNameIn(rose, 'zh-CN')).toBe('玫瑰');
    expect(giftNameIn(rose, 'zh')).toBe('玫瑰');
    expect(giftNameIn(rose, 'en-GB')).toBe('Rose');
  });

  it('keeps the sender’s name when the server gave no names, or none in the viewer’s language', () => {
    expect(giftNameIn({ giftName: 'Hoa hồng' }, 'en')).toBe('Hoa hồng');
    expect(giftNameIn({ giftName: 'Hoa hồng', giftNames: { vi: 'Hoa hồng' } }, 'en')).toBe('Hoa hồng');
    expect(giftNameIn({ giftName: 'Rose', giftNames: { en: '' } }, 'en')).toBe('Rose');
  });
});
