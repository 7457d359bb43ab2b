import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/setup';
import arabicChat from '@/i18n/locales/ar/chat.json';
import { formatTime, type FormatPreferences } from '@/lib/format/formatters';

const arabic: FormatPreferences = {
  language: 'ar',
  timeZone: 'UTC',
  currency: null,
  dateFormat: 'auto',
};
const sevenOhThree = Date.UTC(2026, 10, 24, 7, 3);

const digitsIn = (text: string) => text.match(/\p{Nd}/gu) ?? [];
const arabicIndic = /^[\u0660-\u0669]$/;

describe('numbers in translated texts', () => {
  beforeAll(() => i18n.addResourceBundle('ar', 'chat', arabicChat));
  afterAll(() => i18n.removeResourceBundle('ar', 'chat'));

  it('are written in Arabic in the digits of its times: "٣ أعضاء" beside "٧:٠٣"', () => {
    const members = i18n.getFixedT('ar', 'chat')('group.members', { count: 3 });
    const time = formatTime(sevenOhThree, arabic);
    expect(members).toBe('٣ أعضاء');
    expect(time).toContain('٧:٠٣');
    const digits = [...digitsIn(members), ...digitsIn(time)];
    expect(digits.every((digit) => arabicIndic.test(digit))).toBe(true);
  });

  it('stay as they were in English: plain digits, no grouping added to a year', () => {
    const t = i18n.getFixedT('en');
    expect(t('chat:group.members', { count: 3 })).toBe('3 members');
    expect(t('footer.copyright', { year: 2026, productName: 'Waymark' })).toBe(
      '© 2026 Waymark. All rights reserved.',
    );
  });
});
