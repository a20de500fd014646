import { isIpv4, isIpv6 } from '../settings/setting-values';

/**
 * The 'IP whitelist' setting: when it lists any address or CIDR range, administrators sign in and
 * use their sessions only from a listed address; an empty list admits every address. An address
 * the server cannot determine is not on any list.
 */
export function isAddressAllowed(address: string | null, rules: readonly string[]): boolean {
  if (rules.length === 0) return true;
  const bits = address === null ? null : addressBits(address);
  if (bits === null) return false;
  return rules.some((rule) => ruleMatches(rule, bits));
}

function ruleMatches(rule: string, bits: string): boolean {
  const [address = '', prefix] = rule.split('/');
  const ruleBits = addressBits(address);
  if (ruleBits === null || ruleBits.length !== bits.length) return false;
  const length = prefix === undefined ? ruleBits.length : Number(prefix);
  return ruleBits.slice(0, length) === bits.slice(0, length);
}

/** The address as a string of 32 (IPv4) or 128 (IPv6) bits; IPv4-mapped IPv6 reads as IPv4. */
function addressBits(text: string): string | null {
  const address = text.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return addressBits(mapped[1]);
  if (isIpv4(address))
    return address
      .split('.')
      .map((octet) => byteBits(Number(octet), 8))
      .join('');
  if (!isIpv6(address)) return null;
  return ipv6Groups(address)
    .map((group) => byteBits(group, 16))
    .join('');
}

const byteBits = (value: number, width: number) => value.toString(2).padStart(width, '0');

function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
