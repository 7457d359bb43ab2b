import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  isCurrencyCode,
  isTimeZone,
  settingsSchema,
  settingsUpdateSchema,
  supportRequestSchema,
} from './settings';

describe('settings contract', () => {
  it('accepts IANA zones, UTC and automatic (null), and refuses made-up zones', () => {
    expect(isTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    // Either spelling a runtime calls canonical, but not a case variant of it.
    expect(isTimeZone('Asia/Katmandu')).toBe(true);
    expect(isTimeZone('asia/kathmandu')).toBe(false);
    expect(settingsUpdateSchema.parse({ timeZone: null })).toEqual({ timeZone: null });
    const result = settingsUpdateSchema.safeParse({ timeZone: 'Mars/Olympus' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['timeZone'],
      message: 'Choose a time zone from the list, such as Europe/Berlin or UTC',
    });
  });

  it('accepts ISO 4217 currencies only', () => {
    expect(isCurrencyCode('NPR')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(settingsUpdateSchema.safeParse({ currency: 'usd' }).success).toBe(false);
  });

  it('refuses unknown fields and unknown notification types', () => {
    expect(settingsUpdateSchema.safeParse({ theme: 'dark' }).success).toBe(false);
    expect(
      settingsUpdateSchema.safeParse({ notifications: { pokes: { email: true } } }).success,
    ).toBe(false);
  });

  it('lets one channel of one notification type change alone', () => {
    expect(settingsUpdateSchema.parse({ notifications: { likes: { email: true } } })).toEqual({
      notifications: { likes: { email: true } },
    });
  });

  it('defaults form a complete settings object once the language is known', () => {
    expect(settingsSchema.parse({ ...defaultSettings, language: 'ne' }).dateFormat).toBe('auto');
  });

  it('names the field of a support request that is too short', () => {
    const result = supportRequestSchema.safeParse({ subject: 'Hi', message: 'short' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['subject', 'message']);
  });
});
