import { describe, expect, it } from 'vitest';
import { isQuietTime } from './quiet-hours';

describe('isQuietTime', () => {
  const at = (iso: string) => new Date(iso);

  it('is never quiet without both ends, or with equal ends', () => {
    expect(isQuietTime(at('2026-01-01T23:00:00Z'), null, '07:00', null)).toBe(false);
    expect(isQuietTime(at('2026-01-01T23:00:00Z'), '22:00', null, null)).toBe(false);
    expect(isQuietTime(at('2026-01-01T23:00:00Z'), '22:00', '22:00', null)).toBe(false);
  });

  it('spans within a day: start included, end excluded', () => {
    expect(isQuietTime(at('2026-01-01T13:00:00Z'), '13:00', '15:00', 'UTC')).toBe(true);
    expect(isQuietTime(at('2026-01-01T14:59:00Z'), '13:00', '15:00', 'UTC')).toBe(true);
    expect(isQuietTime(at('2026-01-01T15:00:00Z'), '13:00', '15:00', 'UTC')).toBe(false);
  });

  it('crosses midnight', () => {
    expect(isQuietTime(at('2026-01-01T23:30:00Z'), '22:00', '07:00', null)).toBe(true);
    expect(isQuietTime(at('2026-01-01T06:59:00Z'), '22:00', '07:00', null)).toBe(true);
    expect(isQuietTime(at('2026-01-01T07:00:00Z'), '22:00', '07:00', null)).toBe(false);
    expect(isQuietTime(at('2026-01-01T12:00:00Z'), '22:00', '07:00', null)).toBe(false);
  });

  it('reads the clock in the person’s time zone', () => {
    // 21:30 UTC is 06:30 the next morning in Tokyo (UTC+9): inside 22:00–07:00 there.
    expect(isQuietTime(at('2026-01-01T21:30:00Z'), '22:00', '07:00', 'Asia/Tokyo')).toBe(true);
    // 08:00 UTC is 17:00 in Tokyo: outside.
    expect(isQuietTime(at('2026-01-01T08:00:00Z'), '22:00', '07:00', 'Asia/Tokyo')).toBe(false);
  });
});
