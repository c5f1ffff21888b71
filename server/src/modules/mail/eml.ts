import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads the outbox's messages (the development catcher's `.eml` files): enough MIME for the shop's own
 * plain-text mail (headers, RFC 2047 words, quoted-printable and base64 bodies, the text part of a
 * multipart message). For people and tests; nothing of the shop's request handling reads mail.
 */
export interface OutboxMessage {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '))).toString('utf8'),
    );
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function textOf(part: { headers: Map<string, string>; body: string }): string {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = part.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((chunk) => splitPart(chunk.replace(/^\r?\n/, '')));
    const plain = parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain')) ?? parts[0];
    return plain ? textOf(plain) : '';
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

export function parseEml(raw: string, file = ''): OutboxMessage {
  const message = splitPart(raw);
  const header = (name: string) => decodeWords(message.headers.get(name) ?? '');
  return { file, to: header('to'), from: header('from'), subject: header('subject'), text: textOf(message).replace(/\r\n/g, '\n') };
}

/** Every complete message in the folder, oldest first (none when the folder does not exist). */
export function readOutbox(folder: string): OutboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => parseEml(readFileSync(path.join(folder, name), 'utf8'), name));
}
