import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { webhookMessages } from '../../../contracts/webhooks';

const never = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  never.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  never.addSubnet(net, bits, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function normalised(ip: string): { ip: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = ip.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return { ip: mapped[1]!, family: 'ipv4' };
  const version = isIP(bare);
  return version === 0 ? null : { ip: bare, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export const isLoopback = (ip: string) => {
  const n = normalised(ip);
  return n !== null && loopback.check(n.ip, n.family);
};

/** Public unicast only; loopback too when the setting allows it (tests). Private, link-local and reserved ranges never. */
export function addressAllowed(ip: string, allowLoopback: boolean): boolean {
  const n = normalised(ip);
  if (!n) return false;
  if (loopback.check(n.ip, n.family)) return allowLoopback;
  return !never.check(n.ip, n.family);
}

export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`${webhookMessages.privateAddress} (${address})`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The `lookup` of a delivery's socket: the connection goes only to an address that was checked after
 * the DNS answer, so a name that points inside (or is switched to point inside after the endpoint was
 * saved) is refused at connect time. Every answered address must pass.
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !addressAllowed(a.address, allowLoopback));
      if (refused || addresses.length === 0) return callback(new RefusedAddressError(refused?.address ?? hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Resolves a host (an IP literal as itself): what a delivery would connect to. */
export async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  return new Promise((resolve, reject) =>
    dnsLookup(bare, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses.map((a) => a.address)))),
  );
}

/**
 * Why an endpoint's address is refused (a Dutch message), or null: https only, plain http only to
 * loopback while allowed; no address of the name may be private. Checked again on every delivery.
 */
export async function refusalOf(rawUrl: string, allowLoopback: boolean): Promise<string | null> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return webhookMessages.httpsOnly;
  const addresses = await addressesOf(url.hostname).catch(() => null);
  if (!addresses || addresses.length === 0) return webhookMessages.unresolvable;
  if (addresses.some((a) => !addressAllowed(a, allowLoopback))) return webhookMessages.privateAddress;
  if (url.protocol === 'http:' && !(allowLoopback && addresses.every(isLoopback))) return webhookMessages.httpsOnly;
  return null;
}
