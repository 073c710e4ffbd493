import { isIPv4, isIPv6 } from 'node:net';

/**
 * The caller a per-address throttle counts: an IPv4 address as it is, an IPv6 address by its /64 network.
 * One IPv6 subscriber (a phone, a home, a rented server) is given a whole /64 and may send each request
 * from another address of it: counted one by one, 49 parallel wrong passwords from one /64 got the ten
 * checks of the account's own rule, where one address gets the pair's five. An IPv4 address written as IPv6
 * (`::ffff:203.0.113.7`, a dual-stack socket's) is that IPv4 address.
 */
export function throttledNetwork(address: string): string {
  const bare = address.split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  // An IPv4 tail (`::1.2.3.4`) fills the last two groups; only the first four are kept anyway.
  const size = (groups: string[]) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const groups = [...first, ...Array<string>(Math.max(0, 8 - size(first) - size(last))).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
