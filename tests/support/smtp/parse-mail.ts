/** A message as a test reads it: headers (lower-cased names), and its text and HTML parts decoded. */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

function splitHead(raw: string): [Map<string, string>, string] {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return [headers, body];
}

const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable') return quotedPrintable(body);
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : quotedPrintable(text.replace(/_/g, ' ')),
  );

function collectParts(headers: Map<string, string>, body: string, into: { text: string; html: string }) {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [h, b] = splitHead(part.replace(/^\r\n/, ''));
      collectParts(h, b.replace(/\r\n$/, ''), into);
    }
    return;
  }
  const decoded = decode(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else into.text += decoded;
}

/** Enough MIME for nodemailer's messages: headers, multipart/alternative, quoted-printable, base64. */
export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHead(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: (headers.get('message-id') ?? '').replace(/^<|>$/g, ''),
    ...parts,
  };
}
