import dns, { type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where outgoing webhooks may go (SSRF): an endpoint is someone's URL, and the server would
 * otherwise POST to its own loopback, the cloud metadata service (169.254.169.254) or the
 * private network behind it. Only public unicast addresses pass, by ipaddr.js's tables of the
 * IANA special-purpose registries (a maintained list, not ours): anything it names (private,
 * loopback, link-local, CGNAT, multicast, reserved, documentation, …) is refused.
 */

/** IPv4: only what ipaddr.js calls plain unicast (no special-purpose range). */
const isPublicIpv4 = (address: ipaddr.IPv4) => address.range() === 'unicast';

const ipv4Of = (high: number, low: number) =>
  new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/**
 * The IPv4 addresses an IPv6 one carries and may reach, by its transition form: mapped
 * (::ffff:0:0/96) and translated (::ffff:0:0:0/96), deprecated IPv4-compatible (::/96, still
 * routed to IPv4 by some stacks), NAT64 (64:ff9b::/96), 6to4 (2002:V4::/48) and Teredo
 * (2001:0:SERVER:…:~CLIENT). null: not a transition form.
 */
function embeddedIpv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4[] | null {
  const p = address.parts;
  const at = (index: number) => p[index] ?? 0;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [ipv4Of(at(6), at(7))];
    case '6to4':
      return [ipv4Of(at(1), at(2))];
    case 'teredo':
      // The server's address in clear, the client's inverted in the last 32 bits.
      return [ipv4Of(at(2), at(3)), ipv4Of(~at(6) & 0xffff, ~at(7) & 0xffff)];
    case 'rfc6052':
      // Only the well-known prefix embeds at a fixed place; the local-use 64:ff9b:1::/48
      // depends on the network's own prefix length, so nothing inside it can be vouched for.
      return address.match(ipaddr.IPv6.parse('64:ff9b::'), 96) ? [ipv4Of(at(6), at(7))] : [];
    default:
      return p.slice(0, 6).every((part) => part === 0) ? [ipv4Of(at(6), at(7))] : null;
  }
}

// The global unicast block (IANA): the rest of the IPv6 space is reserved or special.
const globalUnicast = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

function isPublicIpv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (range === 'unspecified' || range === 'loopback') return false;
  const inner = embeddedIpv4(address, range);
  if (inner !== null) return inner.length > 0 && inner.every(isPublicIpv4);
  return range === 'unicast' && address.match(globalUnicast);
}

/** Whether `address` (an IP literal) is one webhooks must not reach. Anything unparsable is. */
export function isForbiddenAddress(address: string): boolean {
  // Node's own parser first: ipaddr.js also reads forms such as "127.1" or "0x7f.1" that no
  // resolver answers and that would not be checked as what they mean here.
  const family = isIP(address);
  if (family === 0) return true;
  try {
    const parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv4') return family !== 4 || !isPublicIpv4(parsed as ipaddr.IPv4);
    return family !== 6 || !isPublicIpv6(parsed as ipaddr.IPv6);
  } catch {
    return true;
  }
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
    // Through the module object (not a named import), so a test can stand in for DNS.
    dns.lookup(bare, { all: true, verbatim: true }, (error, addresses) =>
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
