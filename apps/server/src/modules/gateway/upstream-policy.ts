import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The operator's allow-list of gateway upstreams (GATEWAY_UPSTREAM_ALLOWLIST): comma-separated host names
 * (`api.example.com`, or `*.example.com` for its subdomains), IP addresses and CIDR ranges. Empty: no
 * route reaches anything. A name on the list may still resolve only to public addresses: loopback,
 * private, link-local (cloud metadata 169.254.169.254), unique-local (fd00:ec2::254) and other internal
 * addresses are refused unless an IP or CIDR entry lists them. The check runs on the addresses the name
 * resolves to when the connection is made (the agent's lookup), so a name that changes its answer
 * between a check and the connection (DNS rebinding) cannot reach an internal address.
 */
export class UpstreamRefusedError extends Error {
  readonly code = 'ERR_GATEWAY_UPSTREAM_REFUSED';
  constructor(readonly host: string) {
    super(`upstream ${host} is not on the gateway allow-list`);
    this.name = 'UpstreamRefusedError';
  }
}

/** Addresses no upstream may have unless an IP or CIDR entry of the allow-list names them. */
const INTERNAL = new BlockList();
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
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is checked as the IPv4 address it is. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

export interface UpstreamPolicy {
  /** The entries as the operator wrote them (for the page's notice). */
  readonly entries: readonly string[];
  /** Whether a URL's host is on the list: a listed name, or an IP literal an IP or CIDR entry covers. */
  hostAllowed(host: string): boolean;
  /** Whether a connection may go to `address` (an internal address only when an entry lists it). */
  addressAllowed(address: string): boolean;
  /** net's lookup: resolves a listed name and refuses it when any address it answers is not allowed. */
  readonly lookup: LookupFunction;
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Reads the allow-list setting; `resolve` is the DNS (tests give their own). */
export function upstreamPolicy(
  setting: string | undefined,
  resolve: Resolve = systemResolve,
): UpstreamPolicy {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const listed = new BlockList();
  const names = new Set<string>();
  const suffixes: string[] = [];
  for (const entry of entries) {
    const [address, prefix] = bare(entry).split('/');
    if (address && isIP(address)) {
      const ip = unmapped(address);
      if (prefix === undefined) listed.addAddress(ip, familyOf(ip));
      else listed.addSubnet(ip, Number(prefix), familyOf(ip));
    } else if (entry.startsWith('*.')) suffixes.push(entry.slice(1).toLowerCase());
    else names.add(entry.toLowerCase());
  }

  const ipListed = (address: string) => {
    const ip = unmapped(address);
    return isIP(ip) !== 0 && listed.check(ip, familyOf(ip));
  };
  const nameListed = (name: string) =>
    names.has(name) || suffixes.some((suffix) => name.endsWith(suffix) && name.length > suffix.length);
  const addressAllowed = (address: string) => {
    const ip = unmapped(address);
    if (isIP(ip) === 0) return false;
    return ipListed(ip) || !INTERNAL.check(ip, familyOf(ip));
  };
  const hostAllowed = (host: string) => {
    const name = bare(host);
    return isIP(name) !== 0 ? ipListed(name) : nameListed(name.replace(/\.$/, ''));
  };

  const lookup = ((hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    const name = bare(hostname);
    const checked = hostAllowed(name)
      ? resolve(name).then((addresses) => {
          if (addresses.length === 0 || !addresses.every(({ address }) => addressAllowed(address)))
            throw new UpstreamRefusedError(name);
          return addresses;
        })
      : Promise.reject(new UpstreamRefusedError(name));
    checked.then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  }) as unknown as LookupFunction;

  return { entries, hostAllowed, addressAllowed, lookup };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
