/** Bytes and text as the fairness scheme writes them: lowercase hex and UTF-8. */

/** Lowercase hex of the bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** True for an even number of hex digits (either case). */
export function isHex(text: string): boolean {
  return text.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(text);
}

/** The bytes of a hex text; throws on anything but an even number of hex digits. */
export function fromHex(text: string): Uint8Array {
  if (!isHex(text)) throw new RangeError('not an even number of hex digits');
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** UTF-8 bytes of the text (lone surrogates as U+FFFD, as TextEncoder does). */
export function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      out.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return Uint8Array.from(out);
}
