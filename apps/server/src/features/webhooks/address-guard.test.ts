import { describe, expect, it } from 'vitest';
import {
  assertPublicHost,
  ForbiddenTargetError,
  isForbiddenAddress,
} from '@/features/webhooks/address-guard';

describe('webhook target addresses (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:0:10.0.0.1',
    '64:ff9b::10.0.0.1',
    '::127.0.0.1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );

  it('refuses literal hosts and names that resolve to loopback', async () => {
    await expect(assertPublicHost('127.0.0.1')).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(assertPublicHost('[::1]')).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(assertPublicHost('localhost')).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(assertPublicHost('8.8.8.8')).resolves.toBeUndefined();
  });
});
