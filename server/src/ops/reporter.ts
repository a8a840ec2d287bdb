import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who a report comes from, for per-client limits and for counting reporters: the IPv4 address,
 * or the /64 network of an IPv6 address (one subscriber's line has a whole /64: its 2^64
 * addresses are one reporter). An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is the IPv4 one.
 */
export function reporterOf(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail takes two groups; it never reaches the first four.
  const rightGroups = right.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - rightGroups.length)).fill('0'), ...rightGroups] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
