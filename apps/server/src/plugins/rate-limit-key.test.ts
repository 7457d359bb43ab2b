import { describe, expect, it } from 'vitest';
import { addressKey } from '@/plugins/rate-limit-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as its own bucket', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('groups an IPv6 address by its /64', () => {
    expect(addressKey('2001:db8:85a3:1234:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1234::/64');
    expect(addressKey('2001:db8:85a3:1234::1')).toBe('2001:db8:85a3:1234::/64');
    expect(addressKey('2001:db8:85a3:1235::1')).toBe('2001:db8:85a3:1235::/64');
  });

  it('reads compressed, zero-padded and upper-case forms as the same /64', () => {
    const key = '2001:db8:0:0::/64';
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe(key);
    expect(addressKey('2001:db8:0::ffff:1')).toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('[2001:db8::1]')).toBe(key);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(addressKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('keeps an IPv4 address embedded in a non-mapped IPv6 address in its /64', () => {
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything that is not an address through as its own bucket', () => {
    expect(addressKey('unix-socket')).toBe('unix-socket');
    expect(addressKey('')).toBe('');
  });
});
