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
    // The same loopback as the URL parser writes it: http://[::127.0.0.1]/ becomes [::7f00:1].
    '::7f00:1',
    '::a9fe:a9fe',
    // 6to4 (2002:V4::/48) of loopback, metadata and a private network.
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:a00:1::1',
    // Teredo: a public server with a loopback client (inverted), and a private server.
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001:0:a00:1:8000:63bf:f7f7:f7f7',
    // NAT64, hexadecimal, and the local-use prefix whose embedding depends on the network.
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::808:808',
    '::ffff:0:7f00:1',
    // Special-purpose IPv6 the old list did not name, and space outside global unicast.
    '2001:2::1',
    '2001:10::1',
    '5f00::1',
    '3fff::1',
    '4000::1',
    'fe80::1%eth0',
    '127.1',
    '0x7f000001',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    // What DNS64 answers on an IPv6-only host for a public IPv4 receiver.
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('refuses literal hosts and names that resolve to loopback', async () => {
    await expect(assertPublicHost('127.0.0.1')).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(assertPublicHost('[::1]')).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(assertPublicHost('localhost')).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(assertPublicHost('8.8.8.8')).resolves.toBeUndefined();
  });
});
