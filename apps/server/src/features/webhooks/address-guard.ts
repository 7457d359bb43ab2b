import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where outgoing webhooks may not go (SSRF): an endpoint is someone's URL, and the server
 * would otherwise POST to its own loopback, the cloud metadata service (169.254.169.254) or
 * the private network behind it. IPv4 and IPv6 ranges from the IANA special-purpose
 * registries; IPv4-mapped and -translated IPv6 forms are checked as the IPv4 they carry.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use translation
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  // IPv4-compatible (deprecated ::a.b.c.d) still reaches IPv4 on some stacks.
  const compatible = /^::(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return compatible?.[1] ?? null;
}

/** Whether `address` (an IP literal) is one webhooks must not reach. Anything unparsable is. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner !== null) return isIP(inner) !== 4 || blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export class ForbiddenTargetError extends Error {
  override name = 'ForbiddenTargetError';
  readonly code = 'WEBHOOK_TARGET_FORBIDDEN';
}

const forbidden = (host: string, address: string) =>
  new ForbiddenTargetError(
    `${host} resolves to ${address}, a loopback, private or otherwise internal address`,
  );

/** Every address `host` resolves to (a literal resolves to itself). */
export async function resolveHost(host: string): Promise<LookupAddress[]> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const family = isIP(bare);
  if (family !== 0) return [{ address: bare, family }];
  return new Promise((resolve, reject) => {
    dnsLookup(bare, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

/**
 * Refuses `host` when any address it resolves to is forbidden (one bad record is enough: the
 * client may pick it). At save time; delivery checks again in `guardedLookup`.
 */
export async function assertPublicHost(host: string): Promise<void> {
  const addresses = await resolveHost(host);
  const bad = addresses.find((entry) => isForbiddenAddress(entry.address));
  if (bad) throw forbidden(host, bad.address);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that resolves and checks in one step, so the connection goes to
 * exactly the address that was checked: a DNS answer that changes between the check at save
 * time and the delivery (rebinding) is caught here.
 */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean },
  callback: LookupCallback,
): void {
  resolveHost(hostname).then(
    (addresses) => {
      const bad = addresses.find((entry) => isForbiddenAddress(entry.address));
      if (bad) {
        callback(forbidden(hostname, bad.address), []);
        return;
      }
      const first = addresses[0];
      if (!first) {
        callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, []),
  );
}
