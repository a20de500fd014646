/** Syntax of the list settings' entries (the domain imports no Node API, so no net.isIP). */

const DOMAIN_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const isDomainName = (text: string): boolean => text.length <= 253 && DOMAIN_NAME.test(text);

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export const isIpv4 = (text: string): boolean => IPV4.test(text);

export function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  const last = groups.at(-1) ?? '';
  const embedsIpv4 = last.includes('.');
  if (embedsIpv4 && !isIpv4(last)) return false;
  const hex = embedsIpv4 ? groups.slice(0, -1) : groups;
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  const width = hex.length + (embedsIpv4 ? 2 : 0);
  return halves.length === 2 ? width <= 7 : width === 8;
}

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
export function isIpRule(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  if (rest.length > 0) return false;
  const max = isIpv4(address) ? 32 : isIpv6(address) ? 128 : -1;
  if (max < 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
}
