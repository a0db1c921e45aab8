// The client a request is counted as, by its address (issue 59).
import { isIPv6 } from 'node:net';

/**
 * The key a client's limits and budgets are counted under: an IPv4 address as it is, an IPv6 address
 * by its /64, which one subscriber holds whole (as Cloudflare and nginx count them), so rotating the
 * addresses inside it does not buy a new allowance.
 */
export function subscriberKey(ip: string): string {
  const address = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // An embedded IPv4 tail (::1.2.3.4) stands for two groups, all past the first four.
  const leading = groups(head);
  const trailing = tail === undefined ? [] : groups(tail).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const all = tail === undefined ? leading : [...leading, ...Array<string>(8 - leading.length - trailing.length).fill('0'), ...trailing];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
