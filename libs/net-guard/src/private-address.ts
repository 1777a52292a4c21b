import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** A URL or address the server must not reach (SSRF): its message names what was refused. */
export class BlockedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedAddressError';
  }
}

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast and reserved ranges (v4 and v6). */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NON_PUBLIC.check(mapped[1], 'ipv4');
  return NON_PUBLIC.check(address, 'ipv6');
}

/**
 * Checks a URL before any connection: http(s) only, and (unless `allowPrivate`) no host that is
 * `localhost` or a literal private address. `label` names the field in messages ("sourceFile").
 * Host names are checked again at connection time by {@link guardedLookup}.
 */
export function assertPublicHttpUrl(raw: string, label: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedAddressError(`${label} is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedAddressError(`${label} URLs must use http or https`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !allowPrivate &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
  ) {
    throw new BlockedAddressError(`${label} points at a private address (${host})`);
  }
  return url;
}

/**
 * A `lookup` for `http.request` that resolves like the system does, then refuses private
 * answers: checking the address actually connected to (not a separate lookup before) leaves no
 * room for DNS rebinding.
 */
export function guardedLookup(allowPrivate: boolean, label: string): typeof dnsLookup {
  return ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error);
        return;
      }
      const refused = addresses.find((a) => !allowPrivate && isPrivateAddress(a.address));
      if (refused) {
        callback(
          new BlockedAddressError(`${label} host ${hostname} resolves to a private address (${refused.address})`),
        );
        return;
      }
      if ((options as { all?: boolean }).all) {
        callback(null, addresses);
        return;
      }
      callback(null, addresses[0].address, addresses[0].family);
    });
  }) as typeof dnsLookup;
}
